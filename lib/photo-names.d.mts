export const PHOTO_DIR: string;
export const PHOTO_WIDTHS: number[];
export const PHOTO_SIZE: { width: number; height: number };
export const PHOTO_EXTENSIONS: string[];
export function isPhotoPath(value: string): boolean;
export function photoName(value: string): string;
export function photoOutputs(name: string): { file: string; width: number; format: 'avif' | 'webp' | 'jpeg' }[];
export function photoArtwork(
  name: string,
): { name: string; kind: 'photo'; width: number; height: number; widths: number[] } | undefined;
