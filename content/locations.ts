/**
 * The areas the studio serves beyond central El Paso, and the copy of each location-service page.
 *
 * This is the only list of areas: the nav, the footer, the home cards, /locations, /sitemap, sitemap.xml and the
 * studio's structured data all read it. Adding a location is one object in `locations` (plus its artwork);
 * adding a service to a location is one slug in its `services` plus that page's copy in `pages` (type-checked:
 * every listed slug needs copy). lib/matrix.ts turns this into the location x service pages and their routes.
 */
import { site } from '@/content/site';
import type { ServiceSlug } from '@/content/services';
import { visitFacts } from '@/content/visit-facts';

export type Point = { title: string; description: string };

/** A neighborhood or landmark the location page and its service pages list as served. */
export type ServedArea = { name: string; description: string };

/** Copy of one location-service page; genuinely local, never the same text with the town name swapped. */
export type LocationServiceCopy = {
  /** Short line above the h1. */
  subtitle: string;
  /** Hero paragraph. */
  description: string;
  /** Service card on the location page; also the page's meta description (unique per page). */
  summary: string;
  /** Three benefits tailored to the area's climate or lifestyle. */
  benefits: readonly [Point, Point, Point];
  /** Alt text of the page's hero artwork. */
  imageAlt: string;
};

type LocationBase = {
  name: string;
  /** The URL segment: /locations/<slug>. */
  slug: string;
  /** Text of the area's card on the home page. */
  homeCard: string;
  /** Card text (index page, We Also Serve) and the location page's meta description. */
  description: string;
  /** Hero paragraph of the location page. */
  intro: string;
  /** Artwork name (content/artwork/locations.json). */
  image: string;
  imageAlt: string;
  /** How far the studio in El Paso is, in words a visitor can plan with. */
  distance: { miles: number; driveTime: string; route: string };
  /** Local climate and lifestyle notes: why skin here needs what it needs. */
  climate: readonly string[];
  /** Neighborhoods and landmarks served (served-area cards). */
  servedAreas: readonly [ServedArea, ServedArea, ServedArea];
  /** The location page's why-choose-us block. */
  whyChoose: readonly [Point, Point, Point];
  /** Show the lazily loaded map section on the location page. */
  showMap?: boolean;
};

export type Location = LocationBase & {
  /** Services offered to this area, in display order. */
  services: readonly ServiceSlug[];
  /** Copy of each location-service page, keyed by service. */
  pages: Partial<Record<ServiceSlug, LocationServiceCopy>>;
};

/** Keeps a location's `services` and `pages` in step: every listed service must have its page copy. */
export function defineLocation<const S extends ServiceSlug>(location: LocationBase & { services: readonly S[]; pages: Record<S, LocationServiceCopy> }): Location {
  return location;
}

const city = site.address.locality;
const years = site.claims.yearsExperience;

/** Location-service page badges. */
export const serviceBadges: Partial<Record<ServiceSlug, string>> = {
  hydrafacial: 'Most Popular',
  'anti-aging-facial': '5-Star Rated',
  'deep-cleansing-facial': 'Top Rated',
};

/** The shared information block of a treatment, shown on its location-service pages in every area. */
export type TreatmentGuide = {
  title: string;
  involves: readonly string[];
  prepare: readonly string[];
  aftercare: readonly string[];
};

export const treatmentGuides: Partial<Record<ServiceSlug, TreatmentGuide>> = {
  hydrafacial: {
    title: 'Your HydraFacial, step by step',
    involves: [
      'A skin check and a short chat about what you want from the hour.',
      'Cleansing and a gentle acid peel that loosens dead cells without stinging.',
      'Painless vortex suction that lifts debris and oil out of the pores.',
      'Hydrating, antioxidant serums pressed in, finished with broad-spectrum sunscreen.',
    ],
    prepare: [
      'Skip retinoids, exfoliating acids and scrubs for 48 hours before.',
      'Avoid waxing or laser work on the face in the week before.',
      'Come with or without makeup; we cleanse it all away.',
      'Tell us about any new medication, pregnancy or recent sunburn when you book.',
    ],
    aftercare: [
      visitFacts.makeupAfterHydraFacial,
      'Wear SPF 30 or higher every day; new skin burns faster in desert sun.',
      'Hold off on retinoids, acids and hot yoga or saunas for 24-48 hours.',
      'Drink water and use a plain moisturizer; the glow usually lasts about a week. Individual results vary.',
    ],
  },
  'anti-aging-facial': {
    title: 'Your Anti-Aging Facial, step by step',
    involves: [
      'A consultation on the lines, texture or dullness that bother you most.',
      'A double cleanse and gentle enzyme or acid exfoliation chosen for your skin.',
      'Sculpting facial massage that lifts and relaxes the muscles of the face.',
      'Peptide and antioxidant serums, a firming mask and daily sunscreen to finish.',
    ],
    prepare: [
      'Pause retinoids and exfoliating acids for 48-72 hours before.',
      'Avoid injectables in the same week; we can plan the two around each other.',
      'Bring a list of the products you use so we can adjust your routine.',
      'Let us know about pregnancy, skin conditions or recent procedures when you book.',
    ],
    aftercare: [
      'Expect a slight flush for an hour or so; there is no peeling or downtime.',
      'Use a gentle cleanser and the hydrating products we suggest for a few days.',
      'Wear broad-spectrum SPF daily; sun is the main cause of visible skin aging.',
      'A facial every four to six weeks keeps results steady. Individual results vary.',
    ],
  },
};

export const locations: readonly Location[] = [
  defineLocation({
    name: 'Horizon City',
    slug: 'horizon-city',
    homeCard:
      'A short drive west on I-10 brings Horizon City clients to calm, unhurried facials and skincare built for high-desert sun and wind.',
    description:
      'Horizon City sits on the open mesa east of El Paso, where spring winds, fine dust and high-altitude sun are part of daily life. We tailor facials to exactly that.',
    intro:
      'Clients drive in from Horizon City for facials that answer mesa life: skin dried by wind and low humidity, pores dusted with grit from open desert and new construction, and sun that feels stronger at more than 4,000 feet.',
    image: 'locations/horizon-city',
    imageAlt: 'Illustration of the open desert mesa east of El Paso under a pale gold sun',
    distance: { miles: 20, driveTime: '25-30 minutes', route: 'west on I-10 from Horizon Boulevard' },
    climate: [
      'Spring (March to May) brings gusty west winds across the mesa, with fine dust that settles into pores and makes skin feel rough.',
      'Afternoon humidity often drops into single digits, so moisture leaves the skin faster than most routines can replace it.',
      'New subdivisions are still going up, and many families spend evenings and weekends outdoors at ball fields and parks.',
    ],
    servedAreas: [
      { name: 'Horizon Boulevard corridor', description: 'Homes, schools and shops along Horizon Boulevard, from I-10 up onto the mesa.' },
      { name: 'Paseo del Este', description: 'The master-planned neighborhoods between Horizon City and far east El Paso.' },
      { name: 'Clint and the east county', description: 'Neighbors in Clint and the farm roads below the mesa, a short drive further.' },
    ],
    whyChoose: [
      { title: 'Care shaped by the mesa', description: 'We plan every facial around wind, dust and altitude sun, not a one-size menu written for a humid city.' },
      { title: `${years} years of hands-on skill`, description: `${site.owner.name} performs your facial herself and adjusts it to how your skin looks that day.` },
      { title: 'Worth the short drive', description: `${site.claims.consultation}, weekday evening and Saturday appointments, and skin that looks calm by the time you are home.` },
    ],
    services: ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'],
    pages: {
      hydrafacial: {
        subtitle: 'Hydration for skin on the windy mesa',
        description:
          'Up on the mesa, spring winds and open desert leave skin tight, flaky and dusted with fine grit. A HydraFacial lifts that grit from the pores and floods the skin with hyaluronic serums in one hour, with no downtime before the drive home.',
        summary:
          'A 60-minute HydraFacial for Horizon City: lifts wind-blown dust from pores and restores the moisture dry mesa air takes away, with no downtime.',
        benefits: [
          { title: 'Clears wind-blown dust', description: 'Spring gusts push fine dust into pores. Painless vortex suction clears it without the squeezing that leaves redness.' },
          { title: 'Puts back what dry air takes', description: 'When afternoon humidity sits in single digits, hyaluronic serums give skin water it cannot pull from the air.' },
          { title: 'No downtime before the drive home', description: 'Nothing peels and nothing stings, so you can head back up Horizon Boulevard and on to the evening as usual.' },
        ],
        imageAlt: 'Illustration of a soft sunrise over the Horizon City mesa with desert sprigs',
      },
      'anti-aging-facial': {
        subtitle: 'Firming care for sun at altitude',
        description:
          'Horizon City sits higher than most of El Paso, and UV grows stronger with altitude. Years of weekends at ball fields and yard work in that sun show up as fine lines and lost bounce. This 75-minute facial combines sculpting massage with peptide serums to soften them. Individual results vary.',
        summary:
          'A 75-minute Anti-Aging Facial for Horizon City: sculpting massage and peptide serums for skin marked by high-altitude sun and mesa wind.',
        benefits: [
          { title: 'Answers high-altitude sun', description: 'Antioxidant serums and daily-SPF coaching target the sun damage that adds up faster above 4,000 feet.' },
          { title: 'Softens wind-etched lines', description: 'Dry, windy springs deepen fine lines around the eyes; firming massage and peptides help them look smoother.' },
          { title: 'A real hour for yourself', description: 'Between school runs and the I-10 commute, 75 quiet minutes of massage and skin care is part of the benefit.' },
        ],
        imageAlt: 'Illustration of layered desert ridges in warm evening light near Horizon City',
      },
      'deep-cleansing-facial': {
        subtitle: 'Clear pores after dust and ball-field days',
        description:
          'Between construction dust from new neighborhoods and sweat from long practices in the sun, Horizon City pores work hard. This 60-minute facial uses steam, careful extractions and a clarifying mask to clear them without stripping skin that is already dry.',
        summary:
          'A 60-minute Deep Cleansing Facial for Horizon City: steam and careful extractions clear construction dust, sweat and sunscreen build-up.',
        benefits: [
          { title: 'Clears construction dust', description: 'Fine dust from new building sites settles into pores; steam softens it and extractions lift it out.' },
          { title: 'Made for sporty families', description: 'Sweat and sunscreen from practice fields clog pores on teens and parents alike; one facial resets the skin.' },
          { title: 'Clean without the tight feeling', description: 'A clarifying mask is balanced with moisture, so mesa-dry skin feels clean, not stretched.' },
        ],
        imageAlt: 'Illustration of a clear sky and mesa grasses above Horizon City',
      },
    },
  }),
  defineLocation({
    name: 'Eastlake',
    slug: 'eastlake',
    homeCard:
      'Eastlake families fit HydraFacials and anti-aging care between school runs and work, with evening appointments on weekdays.',
    description:
      'Eastlake is the far east side of El Paso at its busiest: young families, daily commutes on Loop 375 and I-10, and summer weekends by the pool. Our personalized facials fit that pace.',
    intro:
      'Eastlake clients come to us for facials that fit full calendars: results without downtime, appointments on weekday evenings and Saturdays, and treatments that answer commuter sun, pool chlorine and dry desert air.',
    image: 'locations/eastlake',
    imageAlt: 'Illustration of far east El Paso at dusk with the mountains in the distance',
    distance: { miles: 18, driveTime: '20-25 minutes', route: 'west on I-10 or Loop 375 from Eastlake Boulevard' },
    climate: [
      'Many Eastlake residents commute on Loop 375 and I-10 every day, and UVA light passes through side windows on every drive.',
      'Summer means community pools and splash pads, where chlorine and sun strip the skin of oil and water together.',
      `Monsoon storms from ${visitFacts.monsoon} bring sticky, humid weeks that briefly turn dry skin oily before winter heaters dry it out again.`,
    ],
    servedAreas: [
      { name: 'Eastlake Boulevard', description: 'The neighborhoods and shopping centers along Eastlake Boulevard, close to I-10.' },
      { name: 'Loop 375 corridor', description: 'Homes on both sides of Loop 375 (Joe Battle Boulevard) across the far east side.' },
      { name: 'Pebble Hills and far east El Paso', description: 'Newer subdivisions around Pebble Hills Boulevard and the edge of the desert.' },
    ],
    whyChoose: [
      { title: 'Appointments that fit your week', description: 'Weekday evening and Saturday times, and facials with no downtime, so nothing has to move on your calendar.' },
      { title: 'Results for busy skin', description: 'We focus on what commuting, pools and monsoon weeks do to your skin, and give you a short routine you will keep.' },
      { title: 'One expert, every visit', description: `${site.owner.name}, a ${site.owner.title.toLowerCase()} with ${years} years of experience, sees you every time. ${site.claims.consultation}.` },
    ],
    showMap: true,
    services: ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'],
    pages: {
      hydrafacial: {
        subtitle: 'A one-hour reset for busy Eastlake schedules',
        description:
          'Pool days, school runs and the Loop 375 commute leave little time for skin care. A HydraFacial cleans, exfoliates and hydrates in one hour with no redness or peeling, so it fits an evening or a Saturday before a family celebration.',
        summary:
          'A 60-minute HydraFacial for Eastlake: undoes pool chlorine and commuter sun in one hour, with no downtime before work or family plans.',
        benefits: [
          { title: 'Undoes pool-season dryness', description: 'Chlorine and summer sun strip oil and water together; hyaluronic serums bring back softness in one visit.' },
          { title: 'Camera-ready the same day', description: 'No redness or peeling, which makes it the favorite before quinceañeras, graduations and holiday photos.' },
          { title: 'Fits an evening or a Saturday', description: 'One hour in the chair, with weekday evening and Saturday times so the drive in does not eat into your workday.' },
        ],
        imageAlt: 'Illustration of a bright summer sky over far east El Paso rooftops and desert ridges',
      },
      'anti-aging-facial': {
        subtitle: 'Firming care for daily commuter sun',
        description:
          'UVA light passes through car side windows, and years of Loop 375 and I-10 drives add up as uneven tone and fine lines, often more on the driver’s side. This 75-minute facial combines lifting massage, peptides and antioxidants to help skin look firmer and brighter. Individual results vary.',
        summary:
          'A 75-minute Anti-Aging Facial for Eastlake: lifting massage, peptides and antioxidants for skin aged by daily commuter sun through car windows.',
        benefits: [
          { title: 'Targets commuter sun damage', description: 'Antioxidants and gentle exfoliation address the uneven tone UVA leaves on the side of the face nearest the window.' },
          { title: 'Firmness without downtime', description: 'Sculpting massage and peptide serums lift and plump, and you can drive straight home or back to work.' },
          { title: 'A routine you will keep', description: 'You leave with a short, realistic plan, SPF included, that fits mornings with kids, traffic and work.' },
        ],
        imageAlt: 'Illustration of a low afternoon sun over the far east side of El Paso',
      },
      'deep-cleansing-facial': {
        subtitle: 'Clear skin through monsoon weeks and school sports',
        description:
          'When monsoon humidity rolls into far east El Paso, skin that was dry all spring suddenly turns oily and congested. Add sweat from school sports and long days in sunscreen, and pores clog fast. This 60-minute facial clears them with steam, extractions and a clarifying mask.',
        summary:
          'A 60-minute Deep Cleansing Facial for Eastlake: clears the congestion of monsoon humidity, school sports and sunscreen with steam and extractions.',
        benefits: [
          { title: 'Resets monsoon-season skin', description: 'Humid monsoon weeks trigger breakouts on skin used to dry air; a deep cleanse rebalances oil quickly.' },
          { title: 'Good first facial for teens', description: 'Gentle, explained step by step, and a clear routine for students in sports and band out in the sun.' },
          { title: 'Lifts sunscreen build-up', description: 'Daily SPF is essential here, and a professional cleanse clears the residue that home cleansing leaves behind.' },
        ],
        imageAlt: 'Illustration of gathering monsoon clouds over desert ridges east of El Paso',
      },
    },
  }),
  defineLocation({
    name: 'Socorro',
    slug: 'socorro',
    homeCard:
      'Socorro clients come for deep cleansing and hydration that answer dusty valley days, with a complimentary consultation first.',
    description:
      'Socorro is one of the oldest communities in Texas, on the Mission Trail in the Rio Grande valley, with farm fields, canals and cottonwoods. Our facials suit valley skin.',
    intro:
      'Socorro clients live with the valley’s own weather: dust when fields are worked, pollen from cottonwoods along the canals, humid monsoon weeks and dry, heated winters. We shape each facial around that, gently and without rushing.',
    image: 'locations/socorro',
    imageAlt: 'Illustration of the Rio Grande valley near Socorro with fields and distant mountains',
    distance: { miles: 15, driveTime: '20-25 minutes', route: 'north-west on I-10, or along Alameda Avenue' },
    climate: [
      'Fields along the Rio Grande are tilled and harvested through the year, and spring winds carry that farm dust across the valley.',
      'Cottonwoods and crops along the irrigation canals release pollen that can leave sensitive skin red and itchy.',
      'Many families work outdoors, in fields, yards and construction, so sun exposure builds up over decades.',
    ],
    servedAreas: [
      { name: 'Socorro Mission and the Mission Trail', description: 'Homes along Socorro Road around the historic mission, the heart of the old town.' },
      { name: 'Alameda Avenue and North Loop', description: 'The valley neighborhoods along Alameda Avenue and North Loop Drive.' },
      { name: 'San Elizario and the lower valley', description: 'Neighbors further down the Mission Trail in San Elizario and the farm communities beyond.' },
    ],
    whyChoose: [
      { title: 'Gentle with sensitive valley skin', description: 'Pollen and farm dust can leave skin reactive, so we choose calming products and patch-test when needed.' },
      { title: 'Unhurried and personal', description: `${site.owner.name} takes time to explain each step, and welcomes mothers, daughters and grandmothers booking together.` },
      { title: 'Easy to start', description: `${site.claims.consultation} and ${site.claims.financing.toLowerCase()}, a 20-25 minute drive from Socorro.` },
    ],
    services: ['hydrafacial', 'anti-aging-facial', 'deep-cleansing-facial'],
    pages: {
      hydrafacial: {
        subtitle: 'Soothing hydration for valley skin',
        description:
          'Valley skin swings between humid monsoon weeks, pollen season along the canals and dry, heated winters. A HydraFacial is gentle enough for reactive skin: it cleans out pollen and dust, then calms and hydrates, with no peeling or redness.',
        summary:
          'A 60-minute HydraFacial for Socorro: gently clears pollen and valley dust, then calms and hydrates skin that swings from monsoon to dry winter.',
        benefits: [
          { title: 'Calms pollen-season skin', description: 'Cottonwood and crop pollen along the canals leaves skin irritated; soothing serums and no scrubbing help it settle.' },
          { title: 'Steady through the seasons', description: 'The serum mix changes with the season, lighter for monsoon weeks and richer for dry, heater-warm winters.' },
          { title: 'Glowing for family occasions', description: 'No downtime, so it is an easy choice before weddings, baptisms and gatherings at the mission.' },
        ],
        imageAlt: 'Illustration of cottonwood-lined fields in the Rio Grande valley under a soft sun',
      },
      'anti-aging-facial': {
        subtitle: 'Firming care for a lifetime of valley sun',
        description:
          'Decades of outdoor work, in fields, yards and on job sites, leave their mark as sun spots, deeper lines and looser skin. This 75-minute facial uses gentle exfoliation, lifting massage and peptide and antioxidant serums to help mature skin look brighter and firmer. Individual results vary.',
        summary:
          'A 75-minute Anti-Aging Facial for Socorro: gentle exfoliation, lifting massage and peptides for mature skin after years of outdoor valley sun.',
        benefits: [
          { title: 'Brightens years of sun', description: 'Gentle exfoliation and antioxidants help fade the look of sun spots from years of outdoor work.' },
          { title: 'Kind to mature skin', description: 'No harsh peels: we pick the strength for thinner, more sensitive skin and explain every step.' },
          { title: 'Shared across generations', description: 'A favorite gift between mothers and daughters, and a gentle first facial for clients in their sixties and seventies.' },
        ],
        imageAlt: 'Illustration of warm light over the Mission Trail and valley fields near Socorro',
      },
      'deep-cleansing-facial': {
        subtitle: 'A clean slate after dusty field seasons',
        description:
          'When fields are tilled and spring winds blow, fine valley dust and sweat settle into pores, especially for anyone working outdoors. This 60-minute facial softens congestion with steam, clears it with careful extractions and finishes with a calming, clarifying mask.',
        summary:
          'A 60-minute Deep Cleansing Facial for Socorro: steam and careful extractions clear field dust, sweat and congestion, with a calming finish.',
        benefits: [
          { title: 'Clears field and road dust', description: 'Tilling season and spring winds fill pores with fine valley soil; steam and extractions clear it thoroughly.' },
          { title: 'Made for outdoor workers', description: 'Hats, sweat and heavy sunscreen trap oil along the hairline and jaw; we pay special attention there.' },
          { title: 'Calm, not raw', description: 'A soothing mask follows extractions, so pollen-sensitive skin leaves clear rather than red.' },
        ],
        imageAlt: 'Illustration of a breezy spring sky over plowed fields near Socorro',
      },
    },
  }),
];

export type ServiceArea = { name: string; slug: string };

/** The areas served beyond the studio's city, in display order. */
export const serviceAreas: readonly ServiceArea[] = locations.map(({ name, slug }) => ({ name, slug }));

/** The area names, for sentences such as "also serving Horizon City, Eastlake, Socorro". */
export const areaNames: readonly string[] = serviceAreas.map((a) => a.name);

const areaList = `${areaNames.slice(0, -1).join(', ')} & ${areaNames[areaNames.length - 1]}`;

/** The /locations index page. */
export const locationsIndex = {
  title: `Areas We Serve: ${areaList}`,
  description: `Facials for clients from ${areaList.replace(' & ', ' and ')}, at our ${city} studio: HydraFacial, Anti-Aging and Deep Cleansing Facials tailored to each area's climate.`,
  eyebrow: `Beyond ${city}`,
  heading: `Facials for the communities around ${city}`,
  intro: `Our studio is in ${city}, and many clients drive in from the neighboring communities. Each area has its own weather and pace of life, so each has its own page of treatments and advice.`,
  closing: `Wherever you drive in from, your first consultation is complimentary and we send the studio address, parking tips and what to skip before your facial when we confirm.`,
  dialogIntro: `Tell us which area you are coming from; we share the studio address in ${city} when we confirm.`,
};

/** The one way to build an area's URL; with no slug, the page that lists every area. */
export function locationPath(slug?: string): string {
  return slug ? `/locations/${slug}` : '/locations';
}
