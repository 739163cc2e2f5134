export type ThirdParty = { feature: string; frame?: string[]; script?: string[]; img?: string[]; connect?: string[]; formAction?: string[] };
export const thirdParties: Record<string, ThirdParty>;
export function pageCsp(scriptHashes: string[]): string;
export const securityHeaders: Record<string, string>;
export const immutableCache: string;
export function headersFile(): string;
export function inlineScriptHashes(html: string): string[];
export function adminCsp(): string;
