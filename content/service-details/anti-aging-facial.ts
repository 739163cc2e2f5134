import { site } from '@/content/site';
import type { ServiceDetail } from './types';

export const antiAgingFacial: ServiceDetail = {
  headline: 'Anti-Aging Facial in El Paso',
  eyebrow: '75-minute firming facial',
  metaTitle: 'Anti-Aging Facial in El Paso, TX',
  metaDescription:
    'A 75-minute anti-aging facial in El Paso: lifting massage, gentle exfoliation and peptide serums that soften fine lines and restore bounce to sun- and wind-tired skin.',
  keywords: ['anti-aging facial El Paso', 'fine lines facial', 'firming facial', 'peptide facial', 'skincare over 40'],
  intro: `Seventy-five unhurried minutes with ${site.owner.name} to soften fine lines, firm and brighten. El Paso's strong sun and dry desert air speed up collagen loss; this facial answers with layered hydration, lifting massage and ingredients chosen for mature skin.`,
  heroArtwork: 'services/anti-aging-facial-hero',
  bookingTitle: 'Book Your Anti-Aging Facial',
  idealFor: ['Fine lines', 'Loss of firmness', 'Dull, sun-tired skin', 'Skin over 35'],
  benefits: [
    { title: 'Softer fine lines', description: 'Peptide and hyaluronic serums plump the surface so expression lines around the eyes and mouth look softer.' },
    { title: 'Firmer contours', description: 'A lifting facial massage along the jaw, cheeks and brow wakes up circulation and leaves the face looking rested.' },
    { title: 'Even, brighter tone', description: 'Gentle enzyme exfoliation lifts dull cells and evens the patchy tone that years of Chihuahuan Desert sun leave behind.' },
    { title: 'Barrier repair', description: 'Ceramides and a rich finishing cream rebuild the moisture barrier that dry, windy spring days wear down.' },
  ],
  process: [
    { title: 'Skin analysis', description: 'We look at your skin under magnification, talk about your routine and agree on what matters most to you today.' },
    { title: 'Cleanse and exfoliate', description: 'A double cleanse, then an enzyme or light acid exfoliation matched to how sensitive your skin is.' },
    { title: 'Lift and infuse', description: 'Sculpting massage with a peptide serum, followed by a firming mask while your hands and shoulders are treated.' },
    { title: 'Protect and plan', description: 'Hydration, eye care and SPF 30 or higher, plus a simple home plan for the weeks until your next visit.' },
  ],
  areas: {
    title: 'Where this facial focuses',
    intro: 'Every area is treated, with extra time where age shows first.',
    cards: [
      { title: 'Eye area', description: 'Crow’s feet and under-eye dryness get a dedicated eye treatment and cooling massage.' },
      { title: 'Forehead and brow', description: 'Massage and hydration that soften the look of horizontal lines.' },
      { title: 'Cheeks and jawline', description: 'Lifting strokes that support firmness where volume and definition fade.' },
      { title: 'Neck and décolleté', description: 'Often forgotten and sun-exposed, treated with the same serums as the face.' },
    ],
  },
  related: ['hydrafacial', 'botox', 'facial-treatments'],
  faqs: [
    {
      question: 'How long does the Anti-Aging Facial take?',
      answer: 'Plan for 75 minutes. That includes a short consultation, the full treatment and time for questions about your home routine.',
    },
    {
      question: 'How often should I book an anti-aging facial?',
      answer: 'Most clients come monthly, or every 4-6 weeks, which matches how often skin renews itself. We suggest a rhythm at your first visit.',
    },
    {
      question: 'Is there any downtime?',
      answer: 'No. Some clients look slightly flushed for an hour; you can go straight back to work. Wear SPF 30 or higher afterwards, as always in El Paso.',
    },
    {
      question: 'Will it replace Botox or fillers?',
      answer: 'A facial improves texture, hydration and tone; it does not relax muscles or add volume. Many clients combine both, and a nurse injector can talk you through Botox at a complimentary consultation.',
    },
    {
      question: 'When will I see results?',
      answer: 'Skin looks plumper and brighter the same day. Firmness and tone build over a series of monthly visits. Individual results vary.',
    },
  ],
  videos: ['facialTechniques', 'skincareEducation'],
  closing: {
    title: 'Give your skin seventy-five minutes',
    text: 'Book your Anti-Aging Facial, or start with a complimentary consultation if you would like a plan first.',
  },
};
