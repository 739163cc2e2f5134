export class FrontMatterError extends Error {}
export function splitFrontMatter(source: string): { yaml: string; content: string };
export function parseFrontMatter(source: string): { data: Record<string, unknown>; matter: string; content: string };
