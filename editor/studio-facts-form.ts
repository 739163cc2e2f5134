/**
 * The owner's facts (content/studio.json) as one form in /admin, "Studio facts": Decap CMS's `files` collection, its
 * fields, labels and patterns taken from the file's rules (editor/studio-facts-schema.ts), so what the form lets through
 * the build accepts. Saving writes the JSON; every page and the post check read it on the next build.
 */
import {
  DATE_PATTERN,
  DAYS,
  LENGTH_LABELS,
  LENGTH_PATTERN,
  PRICE_FIELDS,
  STUDIO_FACTS_FILE,
  TIME_PATTERN,
  type PriceField,
} from '@/editor/studio-facts-schema';

type Field = Record<string, unknown>;

/** A pattern as Decap takes it (source and message); `optional` also lets an empty value through. */
const pattern = (regex: RegExp, message: string, optional = false): [string, string] => [
  optional ? `^(?:${regex.source.replace(/^\^|\$$/g, '')})?$` : regex.source,
  message,
];

const text = (name: string, label: string, hint: string, rule?: [string, string], required = true): Field => ({
  name,
  label,
  widget: 'string',
  hint,
  required,
  ...(rule ? { pattern: rule } : {}),
});

const dollars = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  min: 1,
  required: true,
  hint: 'Whole US dollars, without the $ sign.',
});

const capitalized = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;
const timeRule = pattern(TIME_PATTERN, 'Write the time as HH:MM on a 24-hour clock, for example 09:00 or 17:30.', true);

const claim = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'object',
  collapsed: false,
  fields: [
    text('rating', 'Star rating', 'As the review profile shows it, for example 4.9.', [
      '^[1-5]\\.\\d$',
      'Write the rating with one decimal, for example 4.9.',
    ]),
    {
      name: 'reviews',
      label: 'Number of reviews',
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: true,
      hint: 'A round number no higher than the profile shows, for example 120 when it shows 127. The pages say it is at least that many: they add "+" in English and "más de" in Spanish.',
    },
    text(
      'confirmedOn',
      'Confirmed on',
      'The day you read the rating and the count on the review profile, YYYY-MM-DD. Update it whenever you change them.',
      pattern(DATE_PATTERN, 'Write the date as YYYY-MM-DD, for example 2026-03-02.', true),
      false,
    ),
  ],
});

export function studioFactsCollection() {
  return {
    name: 'studio',
    label: 'Studio facts',
    description:
      'The phone number, the booking form, opening hours, review ratings, prices and appointment lengths that every page shows. A change reaches every page on the next build; a blog post that still states an old price or length is named by the check, so you can correct its sentence.',
    files: [
      {
        name: 'facts',
        label: 'Phone, hours, reviews, prices and lengths',
        file: STUDIO_FACTS_FILE,
        format: 'json',
        fields: [
          text('phone', 'Phone number', 'The studio number, for example (915) 555-0123.', [
            '^\\+?1?[\\s().-]*\\d{3}[\\s().-]*\\d{3}[\\s.-]*\\d{4}$',
            'Write a US number of 10 digits, for example (915) 555-0123.',
          ]),
          text(
            'bookingFormId',
            'Booking form number',
            'The number at the end of the Jotform booking form address (form.jotform.com/<number>).',
            ['^\\d{6,20}$', 'Digits only, for example 242905123456789.'],
          ),
          {
            name: 'hours',
            label: 'Opening hours',
            widget: 'object',
            hint: 'Each day opens and closes at HH:MM on a 24-hour clock; leave both empty for a closed day.',
            fields: DAYS.map((day) => ({
              name: day,
              label: capitalized(day),
              widget: 'object',
              collapsed: false,
              fields: [
                text('open', 'Opens', 'For example 09:00; empty when closed.', timeRule, false),
                text('close', 'Closes', 'For example 19:00; empty when closed.', timeRule, false),
              ],
            })),
          },
          {
            name: 'reviewClaims',
            label: 'Review ratings the pages quote',
            widget: 'object',
            fields: [claim('esthetics', 'Skincare and esthetics'), claim('iv', 'IV therapy')],
          },
          {
            name: 'prices',
            label: 'Prices',
            widget: 'object',
            fields: Object.entries(PRICE_FIELDS).map(([name, price]) => ({
              name,
              label: price.label,
              widget: 'object',
              fields: price.ranges.flatMap((range: PriceField['ranges'][number]) =>
                [
                  [range.from, `${range.label}, from`],
                  [range.to, `${range.label}, to`],
                ].map(([key, label]) => ({
                  ...dollars(key!, label!),
                  ...(range.count ? { hint: range.count } : {}),
                })),
              ),
            })),
          },
          {
            name: 'lengths',
            label: 'Appointment lengths',
            widget: 'object',
            hint: 'Each as "60 min" or, for a range, "30-45 min".',
            fields: Object.entries(LENGTH_LABELS).map(([name, label]) =>
              text(name, label, 'For example 60 min or 30-45 min.', [
                LENGTH_PATTERN.source,
                'Write minutes as "60 min" or "30-45 min".',
              ]),
            ),
          },
        ],
      },
    ],
  };
}
