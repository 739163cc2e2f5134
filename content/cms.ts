/**
 * Where the browser editor (/admin, Decap CMS) saves posts in production. Nothing here is secret: sign-in happens
 * at the git host. README "Writing a blog post" gives the exact lines for each host. On localhost the editor always
 * uses the local backend of `npm run cms` instead, whatever is set here.
 */
export type CmsBackend =
  | { name: 'git-gateway'; branch: string }
  | { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string };

export const cms = {
  /** Netlify: Identity + Git Gateway enabled on the site; editors sign in with their Netlify Identity e-mail. */
  backend: { name: 'git-gateway', branch: 'main' } as CmsBackend,
} as const;
