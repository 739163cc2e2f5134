/**
 * The owner's data files as forms in /admin, each one Decap CMS `files` collection whose fields are read off the
 * same zod schema the content check validates the file with (editor/zod-decap.ts): "Testimonials"
 * (content/testimonials.json), "Gallery" (content/gallery.json) and "Videos" (content/videos.json). What the form
 * lets through the build accepts; what the build refuses (a rating of 6, a photo without consent, a video id of the
 * wrong form) the form cannot save. Saving writes the JSON; the pages read it on the next build.
 */
import { decapFields } from '@/editor/zod-decap';
import { FORMS } from '@/site/checks/sample-guard';
import { GALLERY_FILE, gallerySchema } from '@/editor/gallery-schema';
import { TESTIMONIALS_FILE, testimonialsSchema } from '@/editor/testimonials-schema';
import { VIDEOS_FILE, videosSchema } from '@/editor/videos-schema';
import type * as z from 'zod';

function fileCollection(
  form: { collection: string; entry: string; label: string },
  file: string,
  schema: z.ZodObject,
  description: string,
  entryLabel: string,
) {
  return {
    name: form.collection,
    label: form.label,
    description,
    files: [{ name: form.entry, label: entryLabel, file, format: 'json', fields: decapFields(schema) }],
  };
}

export function ownerCollections() {
  return [
    fileCollection(
      FORMS.testimonials,
      TESTIMONIALS_FILE,
      testimonialsSchema(),
      'What clients wrote about the studio, shown on the home page, /testimonials and the pages you choose for each. Copy real reviews from your review platform exactly as written, with the client’s first name and initial. A sample is labeled “Sample testimonial” until you replace it, and the site cannot launch while one is shown.',
      'Client testimonials',
    ),
    fileCollection(
      FORMS.gallery,
      GALLERY_FILE,
      gallerySchema(),
      'The before-and-after images of the home page and /gallery. The template’s illustrations are labeled “Illustration” until you replace them with your clients’ photos, each shared only with the client’s written consent. Every size the pages need is made from the photo you upload.',
      'Before-and-after images',
    ),
    fileCollection(
      FORMS.videos,
      VIDEOS_FILE,
      videosSchema,
      'The studio’s YouTube videos, each with its title in English and Spanish. A video plays only when a visitor presses play.',
      'The studio’s videos',
    ),
  ];
}
