import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import type { ServiceDetail } from './types';

export const lipFillers: ServiceDetail = {
  headline: 'Lip Fillers in El Paso',
  eyebrow: 'Natural lip enhancement, 30-45 minutes',
  metaTitle: 'Lip Fillers in El Paso, TX',
  metaDescription:
    'Natural-looking lip fillers in El Paso: hyaluronic-acid filler for shape, balance and hydration, given by a licensed registered nurse injector under a supervising medical director.',
  keywords: ['lip fillers El Paso', 'lip enhancement', 'lip filler', 'hyaluronic acid filler', 'lip injections El Paso'],
  intro: `Definition, balance and softness, without looking “done”. Lip fillers are given by ${site.medical.injector}, overseen by ${site.medical.supervisor}, after a consultation that plans the shape with you. Appointments take 30-45 minutes.`,
  heroArtwork: 'services/lip-fillers-hero',
  bookingTitle: 'Book Your Lip Filler Consultation',
  idealFor: ['Thin or uneven lips', 'Lost definition', 'Lip lines', 'Dry lips'],
  benefits: [
    { title: 'Natural shape', description: 'Filler is placed in small amounts to follow your own lip shape and facial proportions.' },
    { title: 'Better balance', description: 'Uneven upper and lower lips or a flat cupid’s bow can be gently evened out.' },
    { title: 'Hydration', description: 'Hyaluronic acid holds water, so lips look smoother and feel softer.' },
    { title: 'Reversible', description: 'Hyaluronic-acid filler can be dissolved by the medical team if ever needed.' },
  ],
  process: [
    { title: 'Consultation and good-faith exam', description: `We review your medical history and goals, ${site.medical.examiner} examines you, and we agree on a shape before anything is planned.` },
    { title: 'Numbing', description: 'A topical numbing cream is applied; the filler itself also contains a local anesthetic.' },
    { title: 'Placement', description: 'The nurse injector places filler slowly, checking symmetry in the mirror with you as we go.' },
    { title: 'Review', description: 'Full results show at 2 weeks, when you are welcome back to review the result together.' },
  ],
  areas: {
    title: 'What lip filler can address',
    intro: 'Small, precise amounts in the right places make the difference.',
    cards: [
      { title: 'Lip border', description: 'A defined vermilion border that keeps lipstick in place and frames the mouth.' },
      { title: 'Volume', description: 'Subtle fullness for lips that are naturally thin or have thinned with age.' },
      { title: 'Cupid’s bow', description: 'Restores the peaks of the upper lip for a more youthful shape.' },
      { title: 'Mouth corners', description: 'Lifts down-turned corners that can make the face look tired.' },
    ],
  },
  related: ['botox', 'hydrafacial', 'anti-aging-facial'],
  faqs: [
    {
      question: 'Who performs lip fillers at the studio?',
      answer: `Lip fillers are given only by ${site.medical.injector}, under the supervision of ${site.medical.supervisor}, after a consultation and a good-faith exam by ${site.medical.examiner}.`,
    },
    {
      question: 'How long do lip fillers last?',
      answer: 'Usually 6-12 months, with 6-9 months on average. The full result shows after about 2 weeks. Individual results vary.',
    },
    {
      question: 'How much do lip fillers cost?',
      answer: `Lip fillers are usually $500-$1,500 per session, depending on how much filler you need. ${visitFacts.pricing}`,
    },
    {
      question: 'How should I prepare?',
      answer: 'Avoid blood thinners such as aspirin, ibuprofen and fish oil for 1 week and alcohol for 24 hours beforehand. Never stop a prescribed medicine without asking your doctor.',
    },
    {
      question: 'How long does swelling last?',
      answer: 'Swelling is usually at its most noticeable on day two and resolves in 2-7 days. Small bruises can happen and fade within a week.',
    },
    {
      question: 'Does it hurt?',
      answer: 'Numbing cream and the anesthetic in the filler keep it comfortable; most clients feel pressure and a few quick pinches.',
    },
  ],
  videos: ['consultation', 'skincareEducation'],
  medical: {
    consultation: `Every lip filler treatment begins with a complimentary consultation and a good-faith exam by ${site.medical.examiner}: your medical history, medications and goals are reviewed and you are examined before a plan is approved. The nurse injector then treats you. We will talk honestly about what suits your face.`,
    risks:
      'Expect swelling, tenderness and bruising for a few days; rarely, filler blocks a blood vessel (vascular occlusion), which our medical team is trained to recognize and treat straight away.',
    priceGuidance: `Lip fillers are usually $500-$1,500 per session, depending on the amount of filler. ${visitFacts.pricing}`,
    before: [
      'Avoid blood thinners such as aspirin, ibuprofen and fish oil for 1 week beforehand, unless prescribed; never stop a prescribed medicine without asking your doctor.',
      'Avoid alcohol for 24 hours beforehand.',
      'Reschedule if you have a cold sore; tell us if you are prone to them.',
    ],
    aftercare: [
      'Avoid sun, heat and strenuous exercise for 24-48 hours; wear a lip balm with SPF.',
      'Do not press, massage or kiss hard for the first day.',
      'A cold compress helps with swelling, which resolves in 2-7 days.',
      'The final shape settles at 2 weeks; call the studio with any concern before then.',
    ],
  },
  testimonials: [
    {
      quote: 'I was nervous about looking overdone, but my lips just look like mine on a really good day. The nurse explained every step and checked the shape with me in the mirror.',
      name: 'Marisol G.',
      city: 'El Paso',
    },
    {
      quote: 'The consultation was honest and relaxed. Swelling was gone in a few days and two weeks later the result was exactly what we planned.',
      name: 'Andrea R.',
      city: 'Horizon City',
    },
    {
      quote: 'Clean, calm studio and a careful nurse injector. My upper lip finally matches my lower lip, and my friends only noticed I looked well rested.',
      name: 'Celeste M.',
      city: 'Socorro',
    },
  ],
  closing: {
    title: 'Plan your lips with an expert',
    text: 'Book a complimentary lip filler consultation. We will look at your proportions, talk through options and give you a clear price before anything is done.',
  },
};
