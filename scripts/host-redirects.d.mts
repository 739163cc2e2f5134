export function redirectsFile(stubs: { from: string; to: string }[]): string;
export function nginxRedirects(stubs: { from: string; to: string }[]): string;
