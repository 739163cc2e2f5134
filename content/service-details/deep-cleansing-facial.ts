import type { ServiceDetail } from './types';

export const deepCleansingFacial: ServiceDetail = {
  headline: 'Deep Cleansing Facial in El Paso',
  eyebrow: '60-minute pore-clearing facial',
  metaTitle: 'Deep Cleansing Facial in El Paso, TX',
  metaDescription:
    'A 60-minute deep cleansing facial in El Paso: steam, careful extractions and a clarifying mask that clear blackheads and congested pores without stripping dry desert skin.',
  keywords: ['deep cleansing facial El Paso', 'extractions facial', 'blackheads facial', 'pore cleansing', 'acne facial'],
  intro:
    'Dust, sunscreen and heat-day sweat settle into pores. This sixty-minute facial clears them properly, with steam, skilled extractions and a clarifying mask, then puts moisture back so your skin feels clean rather than tight.',
  heroArtwork: 'services/deep-cleansing-facial-hero',
  bookingTitle: 'Book Your Deep Cleansing Facial',
  idealFor: ['Blackheads', 'Congested pores', 'Oily T-zone', 'Occasional breakouts'],
  benefits: [
    { title: 'Clear pores', description: 'Softening steam and gentle, hygienic extractions remove blackheads and trapped debris.' },
    { title: 'Calmer breakouts', description: 'A clarifying mask with clay and soothing botanicals helps settle active spots and redness.' },
    { title: 'Balanced oil', description: 'Lightweight hydration teaches oily areas they do not need to overproduce in our dry air.' },
    { title: 'Smoother texture', description: 'Exfoliation lifts rough, flaky patches so makeup and SPF sit evenly again.' },
  ],
  process: [
    { title: 'Cleanse and assess', description: 'A double cleanse, then a close look at where congestion sits and how reactive your skin is.' },
    { title: 'Steam and exfoliate', description: 'Warm steam and a gentle exfoliant soften the contents of pores for easier, kinder extractions.' },
    { title: 'Extractions', description: 'Careful manual extractions with sterile tools, never squeezing harder than the skin allows.' },
    { title: 'Clarify and hydrate', description: 'A clarifying mask, a calming serum, oil-free moisture and SPF 30 or higher to finish.' },
  ],
  areas: {
    title: 'Where congestion usually hides',
    intro: 'We spend the most time where pores are largest and busiest.',
    cards: [
      { title: 'Nose and T-zone', description: 'Blackheads and visible pores across the nose, forehead and chin.' },
      { title: 'Chin and jawline', description: 'Clogged pores and hormonal breakouts that sit along the lower face.' },
      { title: 'Cheeks', description: 'Rough patches and small bumps from sunscreen, makeup and dust.' },
      { title: 'Upper back and chest', description: 'Available as an add-on when breakouts show up beyond the face.' },
    ],
  },
  related: ['hydrafacial', 'facial-treatments', 'anti-aging-facial'],
  faqs: [
    {
      question: 'How long is a Deep Cleansing Facial?',
      answer: 'Sixty minutes, including a short skin consultation before we start.',
    },
    {
      question: 'Do extractions hurt?',
      answer: 'You may feel pressure, and a few stubborn spots can sting briefly. Steam and gentle technique keep it comfortable, and we stop whenever you ask.',
    },
    {
      question: 'Will my skin be red afterwards?',
      answer: 'Some pinkness around extracted areas is normal and usually fades within a few hours. Skip makeup for the rest of the day if you can.',
    },
    {
      question: 'How often should I have one?',
      answer: 'Every 4-6 weeks keeps congestion under control for most people. Teens and very oily skin types sometimes start with a shorter interval.',
    },
    {
      question: 'Is it suitable for acne?',
      answer: 'It helps with blackheads and occasional breakouts. For persistent or cystic acne we build a treatment plan, and we will tell you honestly if a dermatologist should see you.',
    },
  ],
  videos: ['facialTechniques', 'skincareEducation'],
  closing: {
    title: 'Ready for truly clean skin?',
    text: 'Book a Deep Cleansing Facial and leave with clear pores and a routine that keeps them that way.',
  },
};
