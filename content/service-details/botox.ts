import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import type { ServiceDetail } from './types';

export const botox: ServiceDetail = {
  headline: 'Botox in El Paso',
  eyebrow: 'Wrinkle relaxer by a licensed nurse injector',
  metaTitle: 'Botox in El Paso, TX',
  metaDescription:
    'Botox in El Paso given by a licensed registered nurse injector under a supervising medical director: softer forehead lines, frown lines and crow’s feet, with a consultation first.',
  keywords: ['Botox El Paso', 'wrinkle relaxer', 'frown lines', 'crow’s feet', 'nurse injector El Paso'],
  intro: `Softer expression lines that still look like you. Botox is given by ${site.medical.injector}, overseen by ${site.medical.supervisor}, after a consultation that checks it is right for you. The injection itself takes 10-15 minutes within a 30-minute appointment.`,
  heroArtwork: 'services/botox-hero',
  bookingTitle: 'Book Your Botox Consultation',
  idealFor: ['Forehead lines', 'Frown lines (the “11s”)', 'Crow’s feet', 'A rested look'],
  benefits: [
    { title: 'Smoother expression lines', description: 'Relaxes the muscles that fold the skin into forehead lines, frown lines and crow’s feet.' },
    { title: 'Natural movement', description: 'Dosed so you can still frown, smile and raise your brows; the aim is rested, not frozen.' },
    { title: 'Quick appointment', description: 'A 10-15 minute injection inside a 30-minute visit, short enough for a lunch hour if you work nearby.' },
    { title: 'Medical oversight', description: `Every plan is made by a licensed nurse injector and overseen by ${site.medical.supervisor}.` },
  ],
  process: [
    { title: 'Consultation and good-faith exam', description: `Your medical history, medications and goals are reviewed, and ${site.medical.examiner} examines you before any treatment is approved.` },
    { title: 'Mapping', description: 'The nurse injector watches your expressions and marks the injection points and units for your face.' },
    { title: 'Injection', description: 'A few tiny injections with a fine needle, 10-15 minutes in total. Most people describe a brief pinch.' },
    { title: 'Follow-up', description: 'Effects begin in 48-72 hours and are complete in 10-14 days, when we check in and adjust if needed.' },
  ],
  areas: {
    title: 'Common treatment areas',
    intro: 'The consultation decides which areas suit you; these are the most requested.',
    cards: [
      { title: 'Forehead lines', description: 'Horizontal lines that appear when you raise your eyebrows.' },
      { title: 'Frown lines', description: 'The vertical “11s” between the brows, often deepened by squinting in bright sun.' },
      { title: 'Crow’s feet', description: 'Fan-shaped lines at the outer corners of the eyes when you smile.' },
      {
        title: 'Brow lift (off-label)',
        description: 'A small dose can lift the tail of the brow. This is an off-label use: Botox is FDA-approved for frown lines, forehead lines and crow’s feet, and your injector explains what that means before you decide.',
      },
    ],
  },
  related: ['lip-fillers', 'anti-aging-facial', 'hydrafacial'],
  faqs: [
    {
      question: 'Who performs Botox at the studio?',
      answer: `Botox is given only by ${site.medical.injector}, under the supervision of ${site.medical.supervisor}. ${site.owner.name}, our esthetician, does not inject.`,
    },
    {
      question: 'How long does Botox take to work, and how long does it last?',
      answer: 'You will notice the first effect in 48-72 hours and the full effect in 10-14 days. Results usually last 3-4 months. Individual results vary.',
    },
    {
      question: 'How much does Botox cost?',
      answer: `Botox is priced per unit, about $12-$15 per unit, and most sessions use 20-40 units. ${visitFacts.pricing}`,
    },
    {
      question: 'How long is the appointment?',
      answer: 'Allow 30 minutes. The injection takes 10-15 minutes; the rest is your consultation, mapping and aftercare advice.',
    },
    {
      question: 'Is there downtime?',
      answer: 'Very little. Small bumps fade within an hour, and a tiny bruise is possible. Most people go straight back to work.',
    },
    {
      question: 'Who should not have Botox?',
      answer: `It is not given during pregnancy or breastfeeding, or with certain neuromuscular conditions or allergies. The good-faith exam, done by ${site.medical.examiner}, checks this before any treatment.`,
    },
  ],
  videos: ['consultation', 'skincareEducation'],
  medical: {
    consultation: `Every first Botox visit starts with a complimentary consultation and a good-faith exam by ${site.medical.examiner}: your medical history, medications and goals are reviewed and you are examined before a treatment plan is approved. The nurse injector then treats you. If Botox is not right for you, we will say so.`,
    risks:
      'Common side effects are temporary bruising, swelling or tenderness where the needle went in, and headache; rarely, an eyelid or brow droops for a few weeks.',
    priceGuidance:
      `Botox is priced per unit: about $12-$15 per unit, with most sessions using 20-40 units. ${visitFacts.pricing}`,
    before: [
      'Avoid alcohol for 24 hours before to reduce the chance of bruising.',
      'Tell us about every medication and supplement; never stop a prescribed medicine without asking your doctor.',
      'Come with a clean face, or we will cleanse it for you.',
    ],
    aftercare: [
      'Stay upright for 4 hours and do not rub or massage the treated areas.',
      'Skip strenuous exercise, saunas and hot yoga for 24 hours.',
      'Gentle expressions help; makeup can go on after a few hours.',
      'Expect first changes in 48-72 hours and the full effect in 10-14 days.',
    ],
  },
  closing: {
    title: 'Start with a conversation',
    text: 'Book a complimentary Botox consultation with our nurse injector. You will leave with a plan and honest advice, with no pressure to treat.',
  },
};
