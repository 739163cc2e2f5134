export const COMPILE_HINT: string;
export function startupScripts(html: string): string[];
export function withCompileHint(js: string): string;
