import { visitFacts } from '@/content/visit-facts';
import type { ServiceDetail } from './types';

export const hydrafacial: ServiceDetail = {
  headline: 'HydraFacial in El Paso',
  eyebrow: '60-minute hydradermabrasion',
  metaTitle: 'HydraFacial in El Paso, TX',
  metaDescription:
    'A 60-minute HydraFacial in El Paso: cleanse, exfoliate, extract and infuse hydrating serums in one soothing treatment with no downtime, made for skin dried out by desert air.',
  keywords: ['HydraFacial El Paso', 'hydradermabrasion', 'hydrating facial', 'no downtime facial', 'glow facial'],
  intro:
    'Our most-booked facial. A HydraFacial cleanses, exfoliates, clears pores and floods the skin with hydrating serums in one sixty-minute session: a quick, gentle way to give back the moisture that low humidity and strong sun take from your complexion.',
  heroArtwork: 'services/hydrafacial-hero',
  bookingTitle: 'Book Your HydraFacial',
  idealFor: ['Dehydrated skin', 'Dullness', 'Visible pores', 'Events this week'],
  benefits: [
    { title: 'Deep hydration', description: 'Hyaluronic serums are pushed into freshly exfoliated skin, where they work best.' },
    { title: 'Painless extractions', description: 'Vortex suction lifts debris from pores without squeezing, so there is no soreness afterwards.' },
    { title: 'Instant glow', description: 'Skin looks smoother and more luminous straight away, which is why clients book it before weddings and photos.' },
    { title: 'No downtime', description: 'Gentle enough for most skin types, with nothing to hide afterwards.' },
  ],
  process: [
    { title: 'Cleanse and peel', description: 'A resurfacing tip cleanses and exfoliates, followed by a gentle acid solution to loosen debris.' },
    { title: 'Extract', description: 'Painless vortex suction clears pores across the nose, chin and forehead.' },
    { title: 'Infuse', description: 'Antioxidant, peptide and hyaluronic serums are infused into the clean skin.' },
    { title: 'Protect', description: 'An optional LED finish, then moisture and SPF 30 or higher before you step back into the sun.' },
  ],
  areas: {
    title: 'Treatment areas',
    intro: 'The face is the heart of the treatment; these areas can be added.',
    cards: [
      { title: 'Full face', description: 'Forehead, cheeks, nose and chin, with extra passes where pores are congested.' },
      { title: 'Under the eyes', description: 'A gentle pass and hydrating serum for fine dehydration lines.' },
      { title: 'Neck', description: 'Hydration for thin skin that shows dryness and sun exposure early.' },
      { title: 'Lips', description: 'A soft exfoliation and hydration for dry, chapped lips.' },
    ],
  },
  related: ['deep-cleansing-facial', 'anti-aging-facial', 'lip-fillers'],
  faqs: [
    { question: 'How long does a HydraFacial take?', answer: 'About 60 minutes from consultation to SPF.' },
    {
      question: 'Is a HydraFacial good for sensitive skin?',
      answer: 'Usually, yes. The solutions are adjusted to your skin, and we skip the acid step if you are reactive or using prescription retinoids.',
    },
    {
      question: 'How often should I get one?',
      answer: 'Monthly, or every 4-6 weeks, keeps skin hydrated and pores clear through El Paso’s dry seasons.',
    },
    {
      question: 'Can I wear makeup afterwards?',
      answer: `${visitFacts.makeupAfterHydraFacial} Use SPF 30 or higher, and avoid retinoids and strong exfoliants for 48 hours.`,
    },
    {
      question: 'How soon before an event should I book?',
      answer: 'One to three days before is ideal: any pinkness has gone and skin is at its most hydrated. Individual results vary.',
    },
  ],
  videos: ['facialTechniques', 'skincareEducation'],
  closing: {
    title: 'Drink up, skin',
    text: 'Book your HydraFacial and see what sixty minutes of real hydration does in a desert climate.',
  },
};
