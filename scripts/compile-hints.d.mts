export const COMPILE_HINT: string;
export function withCompileHint(js: string): string;
