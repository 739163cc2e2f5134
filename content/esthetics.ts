/**
 * The /esthetics-services landing page: outcome cards, the six signature services with their Learn More details,
 * why-choose cards and testimonials. Data only; the page's sections live in components/landing/.
 */
import type { LandingIcon } from '@/content/landing-icons';
import { site } from '@/content/site';
import { visitFacts } from '@/content/visit-facts';

export type FeatureCard = { title: string; description: string; icon: LandingIcon };

export type FaqItem = { question: string; answer: string };

export type EstheticsServiceDetail = {
  /** Opening paragraph of the Learn More dialog. */
  intro: string;
  /** Heading of the "what it is" part, e.g. "What Is a HydraFacial?". */
  whatItIsTitle: string;
  whatItIs: string;
  /** "How Does It Work": steps, shown only where a service has them (Acne Treatments). */
  process?: { step: string; description: string }[];
  /** Each benefit reads "Heading: explanation". */
  benefits: `${string}: ${string}`[];
  faqs: [FaqItem, FaqItem, FaqItem];
};

export type EstheticsService = {
  slug: string;
  title: string;
  description: string;
  benefits: [string, string, string];
  icon: LandingIcon;
  detail: EstheticsServiceDetail;
};

export type LandingTestimonial = {
  name: string;
  location: string;
  rating: 5;
  text: string;
  treatment: string;
};

export const estheticsOutcomes: FeatureCard[] = [
  {
    title: 'Radiant Complexion',
    description:
      'Dry desert air and year-round sun leave skin dull and tight. Gentle exfoliation and deep hydration bring back an even, luminous tone that makeup does not have to fake.',
    icon: 'sun',
  },
  {
    title: 'Clearer Skin Confidence',
    description:
      'Clogged pores and breakouts calm down with a plan built for your skin, so you can stop hiding behind concealer and feel at ease without a filter.',
    icon: 'sparkle',
  },
  {
    title: 'Youthful Glow',
    description:
      'Fine lines, sun spots and rough texture soften over a series of treatments that renew the skin, support collagen and keep it smooth between visits.',
    icon: 'leaf',
  },
];

export const estheticsServices: EstheticsService[] = [
  {
    slug: 'custom-facials',
    title: 'Customized Facials',
    description:
      'A facial designed on the day for what your skin needs: cleansing, exfoliation, extractions, a mask and massage, finished with the right serums and SPF.',
    benefits: ['Tailored to your skin type and goals', 'Deep cleansing and gentle extractions', 'Relaxing facial, neck and shoulder massage'],
    icon: 'leaf',
    detail: {
      intro:
        'No two faces are the same, and in El Paso the sun, wind and dry air change what your skin needs from one season to the next. A customized facial starts with a skin analysis and is built around what we see that day.',
      whatItIsTitle: 'What Is a Customized Facial?',
      whatItIs:
        'A customized facial is a professional treatment that combines cleansing, exfoliation, steam, extractions, a targeted mask and massage. Products and steps are chosen for your skin type, whether it is dry, oily, sensitive, acne-prone or mature, and for the results you want.',
      benefits: [
        'Personal plan: every step is chosen for your skin on the day of your visit, not taken from a fixed menu.',
        'Deeper clean: professional extractions clear congested pores more safely than squeezing at home.',
        'Lasting hydration: humectant masks and serums replace the moisture that desert air pulls from the skin.',
        'Real relaxation: facial, neck and shoulder massage eases tension and boosts circulation.',
      ],
      faqs: [
        {
          question: 'How long does a customized facial take?',
          answer: 'Plan on 60 to 90 minutes for your first facial, which includes a consultation and skin analysis. Follow-up facials usually take 45 to 60 minutes.',
        },
        {
          question: 'How often should I get a facial?',
          answer: 'Most clients see the best results with a facial every 4 to 6 weeks, which matches the skin’s natural renewal cycle. We will suggest a rhythm that suits your skin and schedule.',
        },
        {
          question: 'Is a facial right for sensitive skin?',
          answer: 'Yes. We choose fragrance-free, calming products, skip aggressive steps and patch-test when needed. Tell us about any reactions you have had so we can plan around them.',
        },
      ],
    },
  },
  {
    slug: 'hydrafacial',
    title: 'HydraFacial',
    description:
      'A multi-step treatment that cleanses, exfoliates, extracts and infuses hydrating serums in one gentle session, with no downtime.',
    benefits: ['Instant glow with no downtime', 'Painless vortex extractions', 'Serums matched to your skin concerns'],
    icon: 'droplet',
    detail: {
      intro:
        'When the desert climate leaves your skin thirsty, a HydraFacial is one of the quickest ways to bring it back. Most clients walk out glowing and go straight back to their day.',
      whatItIsTitle: 'What Is a HydraFacial?',
      whatItIs:
        'HydraFacial is a medical-grade hydradermabrasion treatment. A handpiece with a spiral tip cleanses and exfoliates, loosens debris with a gentle acid solution, draws out impurities with vortex suction and then infuses antioxidants, peptides and hyaluronic acid.',
      benefits: [
        'Immediate results: skin looks brighter, plumper and smoother right after the session.',
        'No downtime: there is no peeling or redness to hide, so it fits the day before an event.',
        'Gentle extractions: vortex suction clears pores without the discomfort of manual squeezing.',
        'Deep hydration: hyaluronic acid serums help skin hold on to moisture in dry El Paso air.',
      ],
      faqs: [
        {
          question: 'Does a HydraFacial hurt?',
          answer: 'No. Most clients describe it as a cool, gentle suction. It is one of the most comfortable treatments we offer, even for sensitive skin.',
        },
        {
          question: 'How long do HydraFacial results last?',
          answer: 'The glow typically lasts about a week, and skin health improves with regular sessions. Many clients book a HydraFacial monthly. Individual results vary.',
        },
        {
          question: 'Can I wear makeup afterwards?',
          answer: `${visitFacts.makeupAfterHydraFacial} Always finish with SPF 30 or higher.`,
        },
      ],
    },
  },
  {
    slug: 'dermaplaning',
    title: 'Dermaplaning',
    description:
      'A precise, gentle exfoliation that removes dead skin cells and fine vellus hair, leaving skin silky smooth and ready to absorb your skincare.',
    benefits: ['Smoother, softer skin texture', 'Makeup glides on flawlessly', 'Better absorption of serums'],
    icon: 'feather',
    detail: {
      intro:
        'Dermaplaning is the treatment clients book when they want skin that feels like silk. It is quick, painless and a favorite before weddings, photos and special events.',
      whatItIsTitle: 'What Is Dermaplaning?',
      whatItIs:
        'Dermaplaning uses a sterile surgical blade, held at a careful angle, to lift away the top layer of dead skin cells and the fine “peach fuzz” hair on the face. It is done by hand by a trained esthetician and is often paired with a facial or a light peel.',
      benefits: [
        'Instant smoothness: rough, dry patches are lifted away in a single session.',
        'Flawless makeup: foundation sits evenly without catching on dry skin or fine hair.',
        'Better product absorption: serums and moisturizers reach fresh skin instead of a layer of dead cells.',
        'Brighter tone: removing dull buildup reveals a more even, radiant complexion.',
      ],
      faqs: [
        {
          question: 'Will the hair grow back thicker?',
          answer: 'No. Vellus hair grows back at the same soft texture and color. Dermaplaning does not change the hair follicle.',
        },
        {
          question: 'Who should not have dermaplaning?',
          answer: 'We postpone it during active acne breakouts, sunburn, cold sores or while you use prescription retinoids. We will check at your consultation.',
        },
        {
          question: 'How often can I have dermaplaning?',
          answer: `About ${visitFacts.dermaplaningInterval.words}, usually as part of your facial, in step with your skin’s renewal cycle. More often is not better for the skin barrier.`,
        },
      ],
    },
  },
  {
    slug: 'chemical-peels',
    title: 'Chemical Peels',
    description:
      'Exfoliating solutions that fade sun spots, soften fine lines and refine texture: light peels by our esthetician, medium-depth peels by our medical team.',
    benefits: ['Fades sun damage and dark spots', 'Refines pores and texture', 'Strength chosen for your skin'],
    icon: 'flask',
    detail: {
      intro:
        'Years of strong El Paso sun show up as dark spots, uneven tone and rough texture. A chemical peel chosen for your skin is one of the most effective ways to renew it.',
      whatItIsTitle: 'What Is a Chemical Peel?',
      whatItIs:
        'A chemical peel is an exfoliating solution, such as glycolic, lactic, salicylic or mandelic acid, applied to the skin for a set time. It loosens the bonds between dead cells so that fresher, more even skin comes through over the following days.',
      benefits: [
        'Even tone: pigment from sun exposure and old breakouts fades over a series of peels.',
        'Refined texture: skin feels smoother and pores look smaller.',
        'Softer lines: regular peels encourage cell turnover and collagen support.',
        'Flexible strength: light peels need no downtime; medium-depth peels, done by our medical team, are planned around your calendar.',
      ],
      faqs: [
        {
          question: 'Will my skin peel a lot?',
          answer: 'Light peels usually cause little or no visible peeling. Medium-depth peels, done by our medical team, can flake for several days. We will tell you what to expect before we begin.',
        },
        {
          question: 'How often should I get a chemical peel?',
          answer: `Light peels can be repeated every 2 to 4 weeks. Medium-depth peels reach below the top layer of the skin, beyond an esthetician’s scope in Texas, so ${visitFacts.peels.mediumBy} perform them, every 3 to 6 months. Individual results vary.`,
        },
        {
          question: 'Do I need to avoid the sun afterwards?',
          answer: 'Yes. New skin is more sensitive, so wear SPF 30 or higher every day, reapply outdoors and avoid tanning for at least a week.',
        },
      ],
    },
  },
  {
    slug: 'microdermabrasion',
    title: 'Microdermabrasion',
    description:
      'A non-invasive mechanical exfoliation that buffs away dull surface cells to reveal smoother, brighter skin, ideal for texture and mild scarring.',
    benefits: ['Buffs away dull, rough skin', 'Softens mild scars and fine lines', 'Quick session, no downtime'],
    icon: 'sparkle',
    detail: {
      intro:
        'Microdermabrasion is a reliable way to reset tired, uneven skin. Sessions are quick, comfortable and easy to fit into a busy week.',
      whatItIsTitle: 'What Is Microdermabrasion?',
      whatItIs:
        'Microdermabrasion uses a diamond-tip wand with gentle suction to exfoliate the outermost layer of the skin. Removing that layer prompts the skin to renew itself and helps your products work better.',
      benefits: [
        'Smoother texture: rough patches and enlarged-looking pores are visibly refined.',
        'Softer scarring: a series of sessions can soften mild acne scars. Individual results vary.',
        'Brighter complexion: dull surface cells are buffed away to reveal fresher skin.',
        'No downtime: mild pinkness usually fades within a few hours.',
      ],
      faqs: [
        {
          question: 'How long does a microdermabrasion session take?',
          answer: 'The treatment itself takes about 30 to 45 minutes, including cleansing and a soothing finish.',
        },
        {
          question: 'How many sessions will I need?',
          answer: 'Many clients see a difference after one session. For texture or mild scarring we usually suggest a series of 4 to 6, spaced 2 to 4 weeks apart.',
        },
        {
          question: 'Is microdermabrasion safe for darker skin tones?',
          answer: 'Yes. Because it is mechanical rather than heat-based, microdermabrasion is suitable for most skin tones when performed with the right settings.',
        },
      ],
    },
  },
  {
    slug: 'acne-treatments',
    title: 'Acne Treatments',
    description:
      'A targeted program for teens and adults that clears congestion, calms inflammation and helps prevent new breakouts, with a home-care plan that fits your life.',
    benefits: ['Clears clogged pores and breakouts', 'Calms redness and inflammation', 'Home-care plan to prevent new acne'],
    icon: 'shield',
    detail: {
      intro:
        'Acne can shake anyone’s confidence, at 16 or at 46. Our acne program treats what is happening in the skin now and teaches you how to keep breakouts from coming back.',
      whatItIsTitle: 'What Is an Acne Treatment Program?',
      whatItIs:
        'Acne treatment at the studio is a series of professional sessions combining deep cleansing, gentle extractions, acne-safe peels such as salicylic or mandelic acid, and calming LED-style finishing care, together with a simple home routine chosen for your skin.',
      process: [
        { step: 'Skin assessment', description: 'We look at the type of acne you have, what triggers it and what you already use at home.' },
        { step: 'Deep cleanse and extractions', description: 'Pores are softened and cleared carefully to reduce inflammation without scarring.' },
        { step: 'Targeted treatment', description: 'An acne-safe peel or mask reduces bacteria, oil and redness.' },
        { step: 'Home-care plan', description: 'You leave with a short routine and a follow-up schedule, usually every 2 to 4 weeks.' },
      ],
      benefits: [
        'Fewer breakouts: regular sessions keep pores clear and reduce new blemishes.',
        'Calmer skin: anti-inflammatory care eases redness and tenderness.',
        'Reduced marks: exfoliation helps fade dark spots left behind by old breakouts.',
        'Confidence: a clear plan and steady progress you can see. Individual results vary.',
      ],
      faqs: [
        {
          question: 'How soon will I see results?',
          answer: 'Many clients notice calmer skin within two to three sessions. Lasting clearance usually takes a few months of treatments and home care. Individual results vary.',
        },
        {
          question: 'Do you treat teen acne?',
          answer: 'Yes. We see teens and adults. Clients under 18 need a parent or guardian to sign the consent form and attend the first visit.',
        },
        {
          question: 'Can I keep using my prescription acne medication?',
          answer: 'Tell us about any prescriptions, especially retinoids or isotretinoin. We adapt the treatment, or wait, so it is safe alongside your doctor’s plan.',
        },
      ],
    },
  },
];

export const estheticsWhyChoose: FeatureCard[] = [
  {
    title: `${site.claims.yearsExperience} Years of Experience`,
    description: 'More than two decades of hands-on skincare, so your treatment plan comes from experience, not guesswork.',
    icon: 'award',
  },
  {
    title: 'Personalized Approach',
    description: 'Every visit starts with your skin, your goals and your schedule. No rushed, one-size-fits-all facials.',
    icon: 'heart',
  },
  {
    title: 'Medical-Grade Products',
    description: 'Professional formulas and proven ingredients chosen for results, and recommended honestly.',
    icon: 'flask',
  },
  {
    title: 'Gentle Care',
    description: 'Comfort comes first: calm rooms, careful hands and treatments adjusted for sensitive skin.',
    icon: 'feather',
  },
];

export const estheticsTestimonials: LandingTestimonial[] = [
  {
    name: 'Yesenia G.',
    location: 'El Paso, TX',
    rating: 5,
    text: 'My skin was so dry from the wind this spring. After my HydraFacial it felt soft for the first time in months, and my esthetician explained exactly what to use at home.',
    treatment: 'HydraFacial',
  },
  {
    name: 'Daniel R.',
    location: 'Horizon City, TX',
    rating: 5,
    text: 'I had fought acne since high school. The acne program and the simple routine she gave me made a bigger difference than anything I had tried before.',
    treatment: 'Acne Treatments',
  },
  {
    name: 'Leticia M.',
    location: 'Eastlake, El Paso, TX',
    rating: 5,
    text: 'The chemical peel series faded the sun spots on my cheeks. She checked on me after every session and never pushed products I did not need.',
    treatment: 'Chemical Peels',
  },
];
