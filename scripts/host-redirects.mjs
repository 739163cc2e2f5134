/**
 * The host redirect files, written from the route list's redirect stubs (out/_routes.json) after the build:
 * out/_redirects for Netlify and Cloudflare Pages, and deploy/redirects.conf, the include deploy/nginx.conf reads.
 */

/** @param {{ from: string; to: string }[]} stubs */
export function redirectsFile(stubs) {
  const lines = stubs.map((s) => `${s.from}  ${s.to}  301`);
  return `# Link variants: generated from redirectStubs in lib/routes.ts by npm run build.\n${lines.join('\n')}\n`;
}

/** @param {{ from: string; to: string }[]} stubs */
export function nginxRedirects(stubs) {
  for (const s of stubs) {
    // Only plain paths go into the nginx config: nothing that could end a directive or start a new one.
    if (![s.from, s.to].every((p) => /^\/[A-Za-z0-9/_.-]*$/.test(p))) throw new Error(`redirect ${s.from} -> ${s.to}: not a plain path`);
  }
  const lines = stubs.map((s) => `location = ${s.from} { return 301 ${s.to}; }`);
  return `# Link variants: generated from redirectStubs in lib/routes.ts by npm run build.\n${lines.join('\n')}\n`;
}
