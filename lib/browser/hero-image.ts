/** The saved hero image (a URL in localStorage): the small part the hero needs on every visit. */

export const HERO_IMAGE_STORAGE_NAME = 'heroImage';

/** A stored hero image is used only when it is an https or inline image URL. */
export function isUsableHeroImage(url: string | null | undefined): url is string {
  if (!url) return false;
  if (/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/.test(url)) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
