export const root: string;
export type CopyPiece = { lang: 'en' | 'es' | 'both'; line: number; text: string; key: string | undefined };
export function copyFiles(): { ts: string[]; md: string[]; code: string[] };
export function tsStrings(file: string, source?: string): CopyPiece[];
export function postText(source: string): string;
export function postLanguage(file: string): 'en' | 'es';
export function languageText(file: string, lang: 'en' | 'es' | 'both'): string;
