/**
 * The rules of content/gallery.json (the before-and-after images the owner edits in /admin), defined once: the content
 * check validates the file with `galleryProblems` (one line per problem, naming the image and the field in the form's
 * words), and the editor's form (editor/owner-forms.ts) is read off the same schema (editor/zod-decap.ts). A photo of a
 * client is shown only with her written consent: the form cannot be saved until it is confirmed, and a file that says
 * otherwise stops the build. The photo itself is checked and published by the photo pipeline (scripts/photo-pipeline.ts).
 */
import * as z from 'zod';
import { artwork } from '@/content/artwork';
import { GALLERY_FILE } from '@/content/gallery';
import { isPhotoPath } from '@/lib/format/photo-names';
import { formProblems } from '@/editor/zod-decap';
import { treatmentLabels } from '@/editor/testimonials-schema';
import { STUDIO_TREATMENT } from '@/content/testimonials';

export { GALLERY_FILE };

/** The template's before-and-after illustrations (content/artwork/home.json), by name. */
export const ILLUSTRATIONS = [...artwork.values()].filter((a) => a.kind === 'before-after').map((a) => a.name) as [
  string,
  ...string[],
];

const alt = z
  .object({
    en: z
      .string({ error: 'must describe the image in English' })
      .trim()
      .min(15, 'is too short: say what the image shows, before and after, for someone who cannot see it')
      .max(250, 'is longer than 250 characters: keep it to what the image shows')
      .meta({
        label: 'Description in English',
        hint: 'What the image shows, for visitors who cannot see it, for example “Before and after a HydraFacial: dull skin restored to a healthy glow”.',
      }),
    es: z
      .string({ error: 'must describe the image in Spanish' })
      .trim()
      .min(15, 'is too short: say what the image shows, before and after, for someone who cannot see it')
      .max(250, 'is longer than 250 characters: keep it to what the image shows')
      .meta({
        label: 'Description in Spanish',
        hint: 'The same in Spanish, for example “Antes y después de un HydraFacial: la piel opaca recupera un brillo saludable”.',
      }),
  })
  .meta({ label: 'Description (alt text)', decap: { collapsed: false } });

function gallerySchemaParts() {
  const treatments = Object.fromEntries(
    Object.entries(treatmentLabels()).filter(([value]) => value !== STUDIO_TREATMENT),
  );
  const treatment = z
    .enum(Object.keys(treatments) as [string, ...string[]], {
      error: (issue) => `${JSON.stringify(issue.input)} is not a treatment the studio offers: choose one from the list`,
    })
    .meta({ label: 'Treatment', hint: 'The treatment the image shows the result of.', optionLabels: treatments });
  const illustration = z
    .object({
      type: z.literal('illustration'),
      illustration: z
        .enum(ILLUSTRATIONS, {
          error: (issue) => `${JSON.stringify(issue.input)} is not one of the template's illustrations`,
        })
        .meta({
          label: 'Illustration',
          hint: 'One of the template’s drawings. It is labeled “Illustration” on the site; replace it with a client’s photo when you have one.',
          optionLabels: Object.fromEntries(ILLUSTRATIONS.map((name) => [name, name.replace('gallery/', '')])),
        }),
      treatment,
      alt,
    })
    .meta({
      label: 'Illustration (sample)',
      decap: { summary: 'Illustration · {{fields.treatment}} · {{fields.illustration}}' },
    });
  const photo = z
    .object({
      type: z.literal('photo'),
      photo: z
        .string({ error: 'must be an uploaded photo' })
        .refine(isPhotoPath, {
          error: (issue) =>
            `${JSON.stringify(issue.input)} is not an uploaded photo (photos/<file>.jpg, .png or .webp): choose the photo again`,
        })
        .meta({
          label: 'Before-and-after photo',
          widget: 'image',
          hint: 'One JPEG, PNG or WebP picture showing before and after side by side, at least 1200 px wide. It is shown at 3:2 (1200 x 800): keep the faces in the middle.',
          decap: { choose_url: false },
        }),
      treatment,
      alt,
      consent: z
        .boolean({ error: 'must say whether the client gave her written consent' })
        .refine((v) => v === true, {
          error:
            'is not confirmed: a client’s photo may be shown only with her written consent. Keep her signed consent on file, then tick the box; until then remove the photo',
        })
        .meta({
          label: 'The client gave written consent to show this photo',
          hint: 'Tick only when her signed consent is on file. The site says every photo is shared with written consent.',
          mustBeTrue: 'A client’s photo can be saved only with her written consent: tick the box once it is on file.',
        }),
    })
    .meta({
      label: 'Client photo',
      decap: { summary: 'Photo · {{fields.treatment}} · {{fields.photo}}' },
    });
  return { illustration, photo };
}

export function gallerySchema() {
  const { illustration, photo } = gallerySchemaParts();
  return z
    .object({
      images: z
        .array(z.discriminatedUnion('type', [illustration, photo]), { error: 'must be the list of images' })
        .min(1, 'needs at least one image')
        .meta({
          label: 'Before-and-after images',
          hint: 'In the order the gallery shows them. To replace an illustration, add a client photo, drag it to its place and remove the illustration.',
          decap: { label_singular: 'image', collapsed: true },
        }),
    })
    .meta({ label: 'Gallery' });
}

const nameOf = (item: unknown) => {
  const entry = item as { photo?: unknown; illustration?: unknown } | undefined;
  const name = entry?.photo ?? entry?.illustration;
  return typeof name === 'string' ? name : undefined;
};

/** One line per problem of the file's content (already parsed as JSON), naming the image and its field. */
export function galleryProblems(data: unknown): string[] {
  return formProblems(GALLERY_FILE, gallerySchema(), data, nameOf);
}
