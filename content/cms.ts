/**
 * Where the browser editor (/admin, Decap CMS) saves posts in production. Nothing here is secret: sign-in happens
 * at the git host. README "Writing a blog post" gives the exact lines for each host. On localhost the editor always
 * uses the local backend of `npm run cms` instead, whatever is set here.
 */
export type CmsBackend =
  | { name: 'git-gateway'; branch: string }
  | { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string };

/**
 * 'simple': "Publish now" commits the post to the branch. 'editorial_workflow': each post becomes a pull request
 * that "Publish" merges; needed once the branch requires pull requests (README, "Keeping an editor account to
 * content"). `npm run cms`'s local backend always publishes simply.
 */
export type CmsPublishMode = 'simple' | 'editorial_workflow';

export const cms = {
  /** Netlify: Identity + Git Gateway enabled on the site; editors sign in with their Netlify Identity e-mail. */
  backend: { name: 'git-gateway', branch: 'main' } as CmsBackend,
  publishMode: 'simple' as CmsPublishMode,
} as const;
