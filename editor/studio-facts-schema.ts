/**
 * The rules of content/studio.json (the facts the owner edits in /admin), defined once: the content check validates
 * the file with `studioFactsProblems` (one line per problem, naming the field), and the editor's form
 * (`studioFactsFields` in editor/cms-config.ts) takes its labels, hints and patterns from the same tables.
 */
import * as z from 'zod';
import { LENGTH_PATTERN } from '@/lib/format/durations';

/** The form a length takes: the pages read it as a span (content/services/lengths.ts, with parseLength). */
export { LENGTH_PATTERN };

export const STUDIO_FACTS_FILE = 'content/studio.json';

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Every appointment length on the site, by its key in the file, with the name the form shows. */
export const LENGTH_LABELS = {
  antiAgingFacial: 'Anti-Aging Facial',
  deepCleansingFacial: 'Deep Cleansing Facial',
  hydrafacial: 'HydraFacial',
  facialTreatments: 'Facial Treatments (the range of the facials)',
  botoxAppointment: 'Botox: the appointment',
  botoxInjection: 'Botox: the injection itself',
  lipFillers: 'Lip Fillers',
  signatureGlowFacial: 'Signature Glow Facial (the longest facial)',
  pigmentation: 'Pigmentation Problem Treatments',
  consultation: 'Skin Care Consultation',
  plasmaSkinTightening: 'Plasma Skin Tightening',
  bridalGlowPackage: 'Bridal Glow Package',
  seasonalRenewal: 'Seasonal Renewal',
  completeRejuvenation: 'Complete Rejuvenation',
  hydratingFacial: 'Hydrating Facial',
  dermaplaning: 'Dermaplaning',
  chemicalPeels: 'Chemical Peels',
  microdermabrasion: 'Microdermabrasion',
  acneTreatments: 'Acne Treatments',
  ivHydration: 'IV: Hydration Drip',
  ivImmunityBoost: 'IV: Immunity Boost',
  ivEnergyMetabolism: 'IV: Energy & Metabolism',
  ivBeautyGlow: 'IV: Beauty Drip (Glow)',
  ivRecovery: 'IV: Recovery Drip',
} as const;

/**
 * Every price on the site, by its key in the file: the form's group label, and each range it holds, from its two keys
 * (the lower first), with the words the form labels them by ("Price per unit" -> "Price per unit, from" and ", to").
 * A range counts dollars unless it says it counts something else (`count`, its hint). A new price is its key in the
 * file and one entry here: the file's rules and the form both follow.
 */
export const PRICE_FIELDS = {
  botox: {
    label: 'Botox',
    ranges: [
      { from: 'unitFrom', to: 'unitTo', label: 'Price per unit' },
      { from: 'unitsFrom', to: 'unitsTo', label: 'Units in a typical session', count: 'A count of units.' },
    ],
  },
  lipFillers: {
    label: 'Lip fillers',
    ranges: [{ from: 'sessionFrom', to: 'sessionTo', label: 'Price per session' }],
  },
} as const satisfies Record<string, PriceField>;

/** One price's group: its label on the form, and its ranges, each a pair of whole numbers. */
export type PriceField = {
  label: string;
  ranges: readonly { from: string; to: string; label: string; count?: string }[];
};

const got = (input: unknown) => (typeof input === 'string' ? `"${input}"` : String(input));

const time = z
  .string({ error: 'must be a time written HH:MM, or empty for a closed day' })
  .refine((v) => v === '' || TIME_PATTERN.test(v), {
    error: (issue) => `${got(issue.input)} is not a time written HH:MM (24-hour, for example 09:00 or 17:30)`,
  });

const day = z.object({ open: time.nullish(), close: time.nullish() }).superRefine((value, context) => {
  const { open, close } = value;
  if (Boolean(open) !== Boolean(close))
    context.addIssue({
      code: 'custom',
      message: 'needs both an opening and a closing time, or neither for a closed day',
    });
  else if (open && close && TIME_PATTERN.test(open) && TIME_PATTERN.test(close) && open >= close)
    context.addIssue({ code: 'custom', message: `closes (${close}) before it opens (${open})` });
});

const length = z
  .string({ error: 'must be a length such as "60 min" or "30-45 min"' })
  .refine((v) => LENGTH_PATTERN.test(v), {
    error: (issue) => `${got(issue.input)} is not a length such as "60 min" or "30-45 min"`,
  })
  .refine(
    (v) => {
      const [, from, to] = /^(\d+)(?:-(\d+))?/.exec(v) ?? [];
      if (!LENGTH_PATTERN.test(v)) return true; // Already said above.
      return Number(from) > 0 && (to === undefined || Number(to) > Number(from));
    },
    { error: 'must go from the shorter to the longer time, for example "30-45 min"' },
  );

const dollars = z
  .number({ error: 'must be a whole number of dollars' })
  .int('must be a whole number')
  .positive('must be more than 0');

const claim = z.object({
  rating: z
    .string({ error: 'must be a rating such as 4.9' })
    .regex(/^[1-5]\.\d$/, 'must be a rating such as 4.9 (one decimal, 1.0 to 5.0)'),
  reviews: z
    .number({
      error: (issue) =>
        `${got(issue.input)} is not a number of reviews: type the number alone, for example 120 (the pages add the "+" themselves)`,
    })
    .int('must be a whole number of reviews, for example 120')
    .positive('must be more than 0'),
  confirmedOn: z
    .string()
    .nullish()
    .refine((v) => !v || DATE_PATTERN.test(v), {
      error: (issue) => `${got(issue.input)} is not a date written YYYY-MM-DD`,
    }),
});

const ordered = <T extends Record<string, number>>(shape: z.ZodType<T>, pairs: readonly [keyof T, keyof T][]) =>
  shape.superRefine((value, context) => {
    for (const [from, to] of pairs)
      if (value[from]! > value[to]!)
        context.addIssue({
          code: 'custom',
          path: [from as string],
          message: `(${value[from]}) is more than ${String(to)} (${value[to]})`,
        });
  });

/** The keys a price holds: both ends of each of its ranges. */
type PriceKeys<P extends PriceField> = P['ranges'][number]['from'] | P['ranges'][number]['to'];

/** A price's rule: every key a whole number (a count of dollars, or of units), each range from the lower end. */
function priceRule<P extends PriceField>(price: P) {
  const keys = price.ranges.flatMap((r) => [r.from, r.to]) as PriceKeys<P>[];
  const shape = z.object(Object.fromEntries(keys.map((key) => [key, dollars])) as Record<PriceKeys<P>, typeof dollars>);
  return ordered(
    shape as unknown as z.ZodType<Record<PriceKeys<P>, number>>,
    price.ranges.map((r) => [r.from, r.to] as [PriceKeys<P>, PriceKeys<P>]),
  );
}

export const studioFacts = z.object({
  phone: z
    .string({ error: 'must be the studio phone number, for example (915) 555-0123' })
    .refine((v) => /^\+?1?\d{10}$/.test(v.replace(/[\s().-]/g, '')), {
      error: (issue) => `${got(issue.input)} is not a US phone number of 10 digits, for example (915) 555-0123`,
    }),
  bookingFormId: z
    .string({ error: 'must be the number of the Jotform booking form' })
    .regex(
      /^\d{6,20}$/,
      "must be the number at the end of the booking form's address (digits only), for example 242905123456789",
    ),
  hours: z.object(Object.fromEntries(DAYS.map((d) => [d, day])) as Record<(typeof DAYS)[number], typeof day>),
  reviewClaims: z.object({ esthetics: claim, iv: claim }),
  prices: z.object(
    Object.fromEntries(Object.entries(PRICE_FIELDS).map(([key, price]) => [key, priceRule(price)])) as {
      [K in keyof typeof PRICE_FIELDS]: ReturnType<typeof priceRule<(typeof PRICE_FIELDS)[K]>>;
    },
  ),
  lengths: z.object(
    Object.fromEntries(Object.keys(LENGTH_LABELS).map((k) => [k, length])) as Record<
      keyof typeof LENGTH_LABELS,
      typeof length
    >,
  ),
});

export type StudioFacts = z.infer<typeof studioFacts>;

/** One line per problem of the file's content (already parsed as JSON), each naming the field; empty when it is valid. */
export function studioFactsProblems(data: unknown): string[] {
  // With each issue's input, a value of the wrong kind (text where a number goes) is told apart from one left out.
  const result = studioFacts.safeParse(data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.join('.') || 'the file';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : issue.message;
    return `${STUDIO_FACTS_FILE}: ${field} ${message}`;
  });
}

/** The problems of the file's text: JSON that does not parse is one line too. */
export function studioFactsTextProblems(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [
      `${STUDIO_FACTS_FILE}: is not valid JSON (${(error as Error).message}): undo the last hand edit, or edit it in /admin`,
    ];
  }
  return studioFactsProblems(data);
}
