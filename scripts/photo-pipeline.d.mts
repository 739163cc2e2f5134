export class PhotoError extends Error {}
export const MAX_PHOTO_PIXELS: number;
export const MAX_PHOTO_BYTES: number;
export function buildPhotos(options: {
  root: string;
  uses: Map<string, string[]>;
  cacheFile: string;
  avifEffort?: number;
}): Promise<{ encoded: number; cached: number }>;
export function exifHasGpsPosition(exif: Buffer | undefined): boolean;
export function photoLocationProblems(root: string): Promise<{ file: string; message: string }[]>;
export function removeLocation(file: string): Promise<void>;
