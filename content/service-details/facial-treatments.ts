import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';
import type { ServiceDetail } from './types';

export const facialTreatments: ServiceDetail = {
  headline: 'Facial Treatments in El Paso',
  eyebrow: 'Hydrating, deep-pore, anti-aging and customized facials',
  metaTitle: 'Facial Treatments in El Paso, TX',
  metaDescription:
    'Hydrating, deep-pore cleansing, anti-aging and fully customized facials in El Paso from a licensed esthetician with 20+ years of experience, chosen for your skin on the day.',
  keywords: ['facials El Paso', 'customized facial', 'hydrating facial', 'facial treatments', 'esthetician El Paso'],
  intro: `Not sure which facial you need? You do not have to be. ${site.owner.name} has ${site.claims.yearsExperience} years of reading skin, and every facial here starts with a look at yours, then combines cleansing, exfoliation, massage and masks into the treatment it needs that day.`,
  heroArtwork: 'services/facial-treatments-hero',
  bookingTitle: 'Book Your Facial Treatment',
  idealFor: ['First facials', 'Changing skin', 'Combination skin', 'Monthly maintenance'],
  benefits: [
    { title: 'Hydrating facial', description: 'Layers of humectants and a cooling mask for skin that feels tight after a windy day.' },
    { title: 'Deep pore cleansing', description: 'Steam and careful extractions for congestion, blackheads and an oily T-zone.' },
    { title: 'Anti-aging care', description: 'Peptides, antioxidants and lifting massage for fine lines and loss of firmness.' },
    { title: 'Fully customized', description: 'Dermaplaning, a light peel or LED can be folded in when your skin will benefit.' },
  ],
  process: [
    { title: 'Consultation', description: 'We talk about your routine, your goals and anything your skin has reacted to before.' },
    { title: 'Skin reading', description: 'Under magnification we check hydration, oil, sensitivity and sun damage.' },
    { title: 'Your treatment', description: 'Cleanse, exfoliate, treat, massage and mask, each step chosen for what we found.' },
    { title: 'Home plan', description: 'Simple product advice, SPF 30 or higher, and when to come back, usually every 4-6 weeks.' },
  ],
  areas: {
    title: 'Skin concerns we treat',
    intro: 'A facial can be pointed at almost any everyday concern.',
    cards: [
      { title: 'Dryness and dehydration', description: 'Tightness, flaking and fine dehydration lines from low humidity.' },
      { title: 'Congestion and breakouts', description: 'Blackheads, clogged pores and occasional blemishes.' },
      { title: 'Uneven tone', description: 'Dullness and sun spots from year-round West Texas sun.' },
      { title: 'Sensitivity', description: 'Redness-prone skin that needs gentle, fragrance-free products.' },
    ],
  },
  related: ['hydrafacial', 'deep-cleansing-facial', 'anti-aging-facial'],
  faqs: [
    {
      question: 'How long is a facial?',
      answer: 'Between 45 and 90 minutes depending on the facial; plan 60-90 minutes for your first one so there is time for the consultation.',
    },
    {
      question: 'How often should I get a facial?',
      answer: 'Monthly, or every 4-6 weeks, is the usual recommendation, because that is roughly how long skin takes to renew itself.',
    },
    {
      question: 'Which facial is right for me?',
      answer: 'You can simply book a facial treatment and we will choose on the day. If you already know your concern, the HydraFacial, Deep Cleansing and Anti-Aging pages describe those facials in detail.',
    },
    {
      question: 'What should I do before my appointment?',
      answer: 'Stop retinoids and strong exfoliants two days before, come with a clean face if you can, and tell us about any new medication.',
    },
    {
      question: 'Do you offer chemical peels and dermaplaning?',
      answer: `Yes, either on their own or inside a customized facial. Light peels are usually repeated every 2-4 weeks. Medium-depth peels are done by ${visitFacts.peels.mediumBy}, every 3-6 months.`,
    },
  ],
  videos: ['facialTechniques', 'consultation'],
  closing: {
    title: 'Let your skin choose the facial',
    text: 'Book a facial treatment, or a complimentary consultation, and we will build it around your skin.',
  },
};
