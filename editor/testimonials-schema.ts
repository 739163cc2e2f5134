/**
 * The rules of content/testimonials.json (the client testimonials the owner edits in /admin), defined once: the
 * content check validates the file with `testimonialsProblems` (one line per problem, naming the testimonial and the
 * field in the form's words), and the editor's form (editor/owner-forms.ts) is read off the same schema
 * (editor/zod-decap.ts), so what the form lets through the build accepts. The treatments and the pages a testimonial
 * may appear on come from the catalog and the landing pages' menus, so a new service is offered by the form at once.
 */
import * as z from 'zod';
import { catalogCopy, servicePath, services, serviceSlugs } from '@/content/services';
import { areaNames } from '@/content/locations';
import { estheticsPage } from '@/content/pages/esthetics';
import { ivTherapyPage } from '@/content/pages/iv-therapy';
import type { LandingPageData } from '@/content/pages/landing';
import { site } from '@/content/site';
import { REVIEW_PLATFORMS, SAMPLE_PLATFORM, STUDIO_TREATMENT, TESTIMONIALS_FILE } from '@/content/testimonials';
import { DATE_PATTERN } from '@/editor/studio-facts-schema';
import { formProblems } from '@/editor/zod-decap';
import { isValidIsoDate } from '@/lib/posts/post-schema';

export { TESTIMONIALS_FILE };

/** The landing pages that show testimonials, by their path: a testimonial shown there names an item of its menu. */
const landings: Record<string, LandingPageData> = {
  [estheticsPage.path]: estheticsPage,
  [ivTherapyPage.path]: ivTherapyPage,
};

/** Every treatment a testimonial may name, with the name the form shows: the catalog, then the landing menus. */
export function treatmentLabels(): Record<string, string> {
  const labels: Record<string, string> = { [STUDIO_TREATMENT]: 'The studio as a whole (no one treatment)' };
  for (const slug of serviceSlugs) labels[slug] = services[slug].name;
  for (const [id, name] of Object.entries(catalogCopy.en.treatments)) labels[id] ??= name;
  for (const page of Object.values(landings))
    for (const item of page.copy.en.offers.items) labels[item.slug] ??= `${item.title} (${page.path})`;
  return labels;
}

/** Where a testimonial may appear besides /testimonials (which lists them all), with the words the form shows. */
export function placeLabels(): Record<string, string> {
  return {
    home: 'The home page carousel',
    ...Object.fromEntries(Object.keys(landings).map((path) => [path, `The ${path} page`])),
    ...Object.fromEntries(serviceSlugs.map((slug) => [servicePath(slug), `The ${services[slug].name} page`])),
  };
}

/** The places that always show a testimonials section, so each needs at least one. */
export const PLACES_WITH_A_SECTION = ['home', ...Object.keys(landings)];

const platformLabels = {
  [SAMPLE_PLATFORM]: 'Sample (written for the template, not a real review)',
  ...Object.fromEntries(REVIEW_PLATFORMS.map((p) => [p, `${p} review`])),
};

const keys = (labels: Record<string, string>) => Object.keys(labels) as [string, ...string[]];

/** A client's name as the site shows it: a first name and the initial of the last name, which is all it publishes. */
export const NAME_PATTERN = /^\S.* [A-ZÁÉÍÓÚÑÜ]\.$/;

function testimonialSchema() {
  const treatments = treatmentLabels();
  const places = placeLabels();
  return z
    .object({
      name: z
        .string({ error: 'must be the client’s first name and initial, for example Maria G.' })
        .regex(NAME_PATTERN, 'must be the client’s first name and the initial of her last name, for example Maria G.')
        .meta({
          label: 'Client’s name as shown',
          hint: 'First name and the initial of the last name, for example Maria G. The site never shows a full name.',
          patternMessage: 'Write the first name and the initial of the last name, for example Maria G.',
        }),
      text: z
        .string({ error: 'must be the client’s words' })
        .trim()
        .min(20, 'is too short to be a testimonial: paste the client’s words as she wrote them')
        .max(800, 'is longer than 800 characters: the cards show short reviews, choose a shorter one')
        .meta({
          label: 'What the client wrote',
          widget: 'text',
          hint: 'Exactly as she wrote it, in her language. Reviews of Botox, fillers or IV therapy are medical advertising: keep to her words, with no promise of results beyond them.',
        }),
      lang: z.enum(['en', 'es'], { error: 'must be the language the client wrote in: en or es' }).meta({
        label: 'Language she wrote in',
        hint: 'The review is shown in this language on both editions; the Spanish pages say so.',
        optionLabels: { en: 'English', es: 'Spanish' },
      }),
      rating: z
        .number({ error: (issue) => `${JSON.stringify(issue.input)} is not a number of stars from 1 to 5` })
        .int('must be a whole number of stars, from 1 to 5')
        .min(1, 'must be at least 1 star')
        .max(5, 'must be at most 5 stars, as on the review platform')
        .meta({ label: 'Rating (stars)', hint: 'The stars she gave, 1 to 5, as the review platform shows them.' }),
      treatment: z
        .enum(keys(treatments), {
          error: (issue) =>
            `${JSON.stringify(issue.input)} is not a treatment the studio offers: choose one from the list, or “the studio as a whole”`,
        })
        .meta({
          label: 'Treatment',
          hint: 'What she wrote about, or the studio as a whole.',
          optionLabels: treatments,
        }),
      location: z
        .string()
        .optional()
        .refine((v) => !v || [site.address.locality, ...areaNames].some((city) => v.includes(city)), {
          error: (issue) =>
            `${JSON.stringify(issue.input)} is not a place the studio serves (${[site.address.locality, ...areaNames].join(', ')})`,
        })
        .meta({
          label: 'Where she lives',
          hint: 'Shown under her name on the landing and service pages, for example Horizon City, TX.',
        }),
      shownOn: z
        .array(
          z.enum(keys(places), {
            error: (issue) => `${JSON.stringify(issue.input)} is not a page that shows testimonials`,
          }),
          { error: 'must list the pages it may appear on' },
        )
        .min(1, 'must name at least one page (every testimonial is also on /testimonials)')
        .meta({
          label: 'Where it may appear',
          hint: 'Besides /testimonials, which lists every testimonial.',
          optionLabels: places,
        }),
      platform: z
        .enum(keys(platformLabels), {
          error: (issue) => `${JSON.stringify(issue.input)} is not a review platform the site names`,
        })
        .meta({
          label: 'Copied from',
          hint: 'The review platform you copied it from. A sample is labeled “Sample testimonial” on every page, and the site cannot launch while one is shown.',
          optionLabels: platformLabels,
        }),
      copiedOn: z
        .string()
        .optional()
        .refine((v) => !v || (DATE_PATTERN.test(v) && isValidIsoDate(v)), {
          error: (issue) => `${JSON.stringify(issue.input)} is not a date written YYYY-MM-DD`,
        })
        .meta({
          label: 'Copied on',
          hint: 'The day you copied it from the platform, YYYY-MM-DD; needed for every review, empty for a sample.',
          patternMessage: 'Write the date as YYYY-MM-DD, for example 2026-03-02.',
        }),
    })
    .superRefine((t, context) => {
      if (t.platform !== SAMPLE_PLATFORM && !t.copiedOn)
        context.addIssue({
          code: 'custom',
          path: ['copiedOn'],
          message: `is empty: write the day you copied this review from ${t.platform} (YYYY-MM-DD)`,
        });
      for (const place of t.shownOn) {
        const page = landings[place];
        if (!page || t.treatment === STUDIO_TREATMENT) continue;
        if (!page.copy.en.offers.items.some((item) => item.slug === t.treatment))
          context.addIssue({
            code: 'custom',
            path: ['treatment'],
            message: `“${treatments[t.treatment]}” is not on the menu of ${place}, where this testimonial appears: choose a treatment of that page, or another page`,
          });
      }
    })
    .meta({ label: 'Testimonial' });
}

export function testimonialsSchema() {
  return z
    .object({
      testimonials: z
        .array(testimonialSchema(), { error: 'must be the list of testimonials' })
        .min(1, 'needs at least one testimonial')
        .meta({
          label: 'Testimonials',
          hint: 'In the order /testimonials lists them; the home carousel keeps the same order. Drag to reorder.',
          decap: {
            label_singular: 'testimonial',
            collapsed: true,
            summary: '{{fields.name}} · {{fields.rating}} stars · {{fields.platform}}',
          },
        }),
    })
    .meta({ label: 'Testimonials' });
}

const nameOf = (item: unknown) =>
  typeof (item as { name?: unknown })?.name === 'string' ? (item as { name: string }).name : undefined;

/**
 * One line per problem of the file's content (already parsed as JSON), each naming the testimonial and its field;
 * empty when it is valid. `today` ('YYYY-MM-DD'): a review copied later than today was not copied yet.
 */
export function testimonialsProblems(data: unknown, today: string): string[] {
  const schema = testimonialsSchema();
  const problems = formProblems(TESTIMONIALS_FILE, schema, data, nameOf);
  if (problems.length > 0) return problems;
  const { testimonials } = schema.parse(data);
  const places = placeLabels();
  const stories = new Map<string, number>();
  testimonials.forEach((t, i) => {
    const where = `${TESTIMONIALS_FILE}: Testimonials, no. ${i + 1} (${t.name})`;
    if (t.copiedOn && t.copiedOn > today)
      problems.push(`${where}, Copied on: ${t.copiedOn} has not come yet: write the day you copied it`);
    const twin = stories.get(t.name);
    if (twin !== undefined && testimonials[twin]!.text !== t.text)
      problems.push(
        `${where}: no. ${twin + 1} has the same name with other words: two clients need two names: tell them apart, for example Maria G. and Maria G. R.`,
      );
    if (twin === undefined) stories.set(t.name, i);
  });
  for (const place of PLACES_WITH_A_SECTION)
    if (!testimonials.some((t) => t.shownOn.includes(place as never)))
      problems.push(
        `${TESTIMONIALS_FILE}: no testimonial appears on ${places[place]}, which shows a testimonials section: choose it under “Where it may appear” for at least one`,
      );
  return problems;
}
