export class PhotoError extends Error {}
export function buildPhotos(options: { root: string; uses: Map<string, string[]>; cacheFile: string; avifEffort?: number }): Promise<{ encoded: number; cached: number }>;
