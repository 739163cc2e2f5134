/**
 * Where the browser editor (Decap CMS) saves posts in production: this GitHub repository, through its API, each
 * change a pull request (docs/editor.md). Nothing here is secret: sign-in happens at GitHub.
 * On localhost `npm run cms` replaces the backend with its local one, whatever is set here.
 */
export type CmsBackend = {
  name: 'github';
  /** owner/name of the repository the site is built from. */
  repo: string;
  branch: string;
};

/**
 * 'editorial_workflow': each change becomes a pull request that the repository's checks run on and that "Publish"
 * merges. 'simple' would commit straight to the branch, unchecked.
 */
export type CmsPublishMode = 'simple' | 'editorial_workflow';

/** The repository's name until the owner sets hers; a build for a real domain stops while it is still this. */
export const SAMPLE_REPO = 'your-account/your-repo';

export const cms = {
  backend: { name: 'github', repo: SAMPLE_REPO, branch: 'main' } as CmsBackend,
  publishMode: 'editorial_workflow' as CmsPublishMode,
} as const;
