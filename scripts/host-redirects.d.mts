export function redirectsFile(
  stubs: { from: string; to: string }[],
  notFound?: { prefix: string; page: string }[],
): string;
export function nginxRedirects(
  stubs: { from: string; to: string }[],
  notFound?: { prefix: string; page: string }[],
): string;
