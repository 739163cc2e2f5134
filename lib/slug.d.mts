export function slugify(text: string): string;
