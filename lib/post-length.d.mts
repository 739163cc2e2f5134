export const ADVISED_WORDS: { min: number; max: number };
export function wordCount(markdown: string): number;
export function lengthAdvice(file: string, markdown: string): string | undefined;
