/**
 * The two pieces of Decap CMS's own modules the launch checklist (scripts/launch-checklist.ts) reads: the editor's
 * store (who is signed in, the configuration) and the backend it signed in with, which reads a file of the
 * repository's branch as the forms do. Decap ships no types for them; these say what the checklist uses.
 */
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): { auth: { user?: unknown }; config: unknown };
    subscribe(listener: () => void): () => void;
  };
}

declare module 'decap-cms-core/dist/esm/backend' {
  export function currentBackend(config: unknown): {
    implementation: { getEntry(path: string): Promise<{ data: string }> };
  };
}
