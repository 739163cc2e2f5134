/**
 * FAQ accordions of the two landing pages (six for esthetics, seven for IV therapy). The same items feed the
 * visible accordion and the FAQPage JSON-LD, so the two can never disagree.
 */
import type { FaqItem } from '@/content/esthetics';
import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';

export const estheticsFaqs: FaqItem[] = [
  {
    question: 'Is the first consultation really free?',
    answer: `Yes. Consultations are complimentary. We look at your skin, talk through your goals and recommend a plan, with no obligation to book a treatment.`,
  },
  {
    question: 'How often should I get a facial?',
    answer: `For most skin types we recommend a facial monthly, or ${visitFacts.facialInterval.words}, to follow the skin’s natural renewal cycle. Light peels can be repeated every 2 to 4 weeks; medium-depth peels, done by ${visitFacts.peels.mediumBy}, every 3 to 6 months.`,
  },
  {
    question: 'How long does a treatment take?',
    answer: 'Your first facial takes 60 to 90 minutes, including the consultation. Regular facials take 45 to 60 minutes, and peels or microdermabrasion 30 to 45 minutes.',
  },
  {
    question: 'Which treatment is right for my skin?',
    answer: `That is exactly what the consultation is for. ${site.owner.firstName} looks at your skin type, concerns, history and lifestyle, including how much time you spend in the El Paso sun, and suggests the treatments that will help most.`,
  },
  {
    question: 'Is there any downtime?',
    answer: 'Most of our esthetic treatments, such as facials, HydraFacials, dermaplaning and microdermabrasion, have no downtime. Medium-depth chemical peels, done by our medical team, can cause several days of flaking, and we plan them around your calendar.',
  },
  {
    question: 'How do I protect my results in the desert sun?',
    answer: 'Wear a broad-spectrum SPF 30 or higher every day, reapply when outdoors, and keep skin hydrated inside and out. After peels or dermaplaning, avoid tanning and strong sun for at least a week.',
  },
];

export const ivFaqs: FaqItem[] = [
  {
    question: 'Who gives the IV therapy?',
    answer: `Every drip is given by ${site.medical.ivProvider}, following protocols set by ${site.medical.supervisor}. The nurse stays with you and monitors you during your session.`,
  },
  {
    question: 'Do I need an exam before my first drip?',
    answer: `Yes. Before your first IV, ${site.medical.examiner} gives you a good-faith exam: a review of your health history, medications, allergies and vital signs, to confirm that IV therapy is appropriate and safe for you. The registered nurse then gives the drip.`,
  },
  {
    question: 'How long does an IV session take?',
    answer: 'Most drips take 30 to 60 minutes depending on the formula. Plan a few extra minutes for check-in and, on your first visit, the good-faith exam with the medical team.',
  },
  {
    question: 'Does it hurt?',
    answer: 'You will feel a quick pinch when the small catheter is placed. After that, most clients relax, read or rest comfortably while the drip runs.',
  },
  {
    question: 'Who should not have IV therapy?',
    answer: 'IV therapy is not right for everyone. People with heart failure, kidney disease, certain allergies or G6PD deficiency, and anyone who is pregnant or breastfeeding without their doctor’s clearance, should not have IV therapy here. It is not a substitute for emergency or medical care.',
  },
  {
    question: 'How often can I get an IV drip?',
    answer: 'It depends on the drip and your health. Many clients come every 2 to 4 weeks, and our nurse will recommend a safe frequency during your visit.',
  },
  {
    question: 'Which drip should I choose?',
    answer: 'Start with what you want from the visit: simple rehydration, vitamins before travel, a drip to pair with a facial, or fluids after a hard workout. If you are unsure, book a Custom Blend consultation and the medical team will help you choose. IV therapy supports hydration and wellness; it does not treat or prevent illness.',
  },
];
