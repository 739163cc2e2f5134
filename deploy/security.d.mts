export type ThirdParty = {
  feature: string;
  frame?: string[];
  script?: string[];
  img?: string[];
  connect?: string[];
  formAction?: string[];
};
export const thirdParties: Record<string, ThirdParty>;
export function pageCsp(scriptHashes: string[]): string;
export const securityHeaders: Record<string, string>;
export const immutableCache: string;
export const cachePolicy: { immutable: string; revalidate: string; image: string; notFound: string };
export const imagePrefixes: string[];
export function headersFile(): string;
export function inlineScriptHashes(html: string): string[];
export const adminSources: { connect: string[]; img: string[] };
export const localBackendSource: string;
export function adminCsp(options?: { localBackend?: boolean }): string;
