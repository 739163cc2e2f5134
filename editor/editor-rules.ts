/**
 * What the editor at /admin may write, in words the owner can act on: posts (Markdown) in content/blog/en/ and
 * content/blog/es/, and JPEG, PNG and WebP photos in content/photos/, saved at most UPLOAD_MAX_SIDE px on their
 * longest side. Shared by the browser editor (editor/cms-config.ts, scripts/admin-uploads.ts) and the content check
 * (editor/editor-files.ts), so both say the same; no Node modules here, the editor's bundle loads it.
 */
import { PHOTO_DIR, PHOTO_EXTENSIONS } from '@/lib/format/photo-names';

export const BLOG_FOLDER = 'content/blog';
/** Every folder the editor writes, relative to the repository. */
export const EDITOR_FOLDERS = [BLOG_FOLDER, PHOTO_DIR] as const;
/** A post's file name endings. */
export const POST_EXTENSIONS = ['.md', '.markdown'];

/** The longest side, in pixels, a photo is saved at by the editor (and by `photos.mjs --remove-location`). */
export const UPLOAD_MAX_SIDE = 2400;

/** "IMG_0001.HEIC" -> ".heic"; "" when the name has no ending. */
const lower = (name: string) => (/\.[^./\\]*$/.exec(name)?.[0] ?? '').toLowerCase();

/** What to do about a file of a kind the site cannot publish, in the owner's words: one being uploaded, or one already saved. */
export function photoAdvice(name: string, uploading = false): string {
  const ext = lower(name);
  if (ext === '.heic' || ext === '.heif')
    return 'this is an iPhone HEIC photo: export it as JPEG (on the iPhone, Settings > Camera > Formats > Most Compatible; on a Mac, open it in Preview and File > Export as JPEG) and upload that';
  if (['.tif', '.tiff', '.gif', '.bmp', '.avif', '.svg', '.raw', '.dng', '.cr2', '.nef'].includes(ext))
    return `the site publishes JPEG, PNG and WebP photos only: export this ${ext.slice(1).toUpperCase()} file as JPEG and upload that${uploading ? '' : ', then delete this one'}`;
  return uploading
    ? 'only photos (JPEG, PNG or WebP) can be uploaded'
    : 'only photos (JPEG, PNG or WebP) belong here: delete this file';
}

/** Why the editor's media library refuses a picked file, in the owner's words, or undefined for a photo it takes. */
export function uploadRefusal(name: string): string | undefined {
  if (PHOTO_EXTENSIONS.includes(lower(name))) return undefined;
  return `"${name}" cannot be used: ${photoAdvice(name, true)}`;
}
