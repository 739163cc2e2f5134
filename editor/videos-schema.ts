/**
 * The rules of content/videos.json (the studio's YouTube videos, which the owner edits in /admin), defined once: the
 * content check validates the file with `videosProblems` (one line per problem, naming the video and the field in the
 * form's words), and the editor's form (editor/owner-forms.ts) is read off the same schema (editor/zod-decap.ts).
 * Each video has a fixed place on the site (the home page, the service pages), so the file holds the three by name.
 */
import * as z from 'zod';
import { formProblems } from '@/editor/zod-decap';

export const VIDEOS_FILE = 'content/videos.json';

/** A YouTube video's id: the 11 letters, digits, "-" or "_" after "v=" in its address. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Each video by its key in the file, with the name the form shows and where the site plays it. */
export const VIDEO_PLACES = {
  skincareEducation: {
    label: 'Skincare education video',
    hint: 'Plays on the home page (gallery and education sections) and on the facial pages.',
  },
  facialTechniques: {
    label: 'Facial techniques video',
    hint: 'Plays on the home page’s video gallery and on the facial pages.',
  },
  consultation: {
    label: 'Consultation video',
    hint: 'Plays beside the booking button on the home page and on the service pages.',
  },
} as const;

const title = (language: string, example: string) =>
  z
    .string({ error: `must be the video's title in ${language}` })
    .trim()
    .min(5, `is too short: give the video a title in ${language} that says what it shows`)
    .max(120, 'is longer than 120 characters: keep the title short')
    .meta({
      label: `Title in ${language}`,
      hint: `Read aloud by screen readers and shown on the play button, for example “${example}”.`,
    });

const video = (key: keyof typeof VIDEO_PLACES) =>
  z
    .object({
      id: z
        .string({ error: 'must be the YouTube video id' })
        .trim()
        .regex(
          YOUTUBE_ID,
          'is not a YouTube video id: copy the 11 characters after “v=” in the video’s address (youtube.com/watch?v=…), without the rest of the address',
        )
        .meta({
          label: 'YouTube video id',
          hint: 'The 11 characters after “v=” in the video’s address: for youtube.com/watch?v=dQw4w9WgXcQ, write dQw4w9WgXcQ.',
          patternMessage: 'Write the 11 characters after “v=” in the video’s address, for example dQw4w9WgXcQ.',
        }),
      title: z
        .object({
          en: title('English', 'What happens during a professional facial'),
          es: title('Spanish', 'Qué pasa durante un facial profesional'),
        })
        .meta({ label: 'Title', decap: { collapsed: false } }),
    })
    .meta({ label: VIDEO_PLACES[key].label, hint: VIDEO_PLACES[key].hint, decap: { collapsed: false } });

export const videosSchema = z
  .object({
    skincareEducation: video('skincareEducation'),
    facialTechniques: video('facialTechniques'),
    consultation: video('consultation'),
  })
  .meta({ label: 'Videos' });

export type Videos = z.infer<typeof videosSchema>;

/** One line per problem of the file's content (already parsed as JSON), naming the video and its field. */
export function videosProblems(data: unknown): string[] {
  return formProblems(VIDEOS_FILE, videosSchema, data);
}
