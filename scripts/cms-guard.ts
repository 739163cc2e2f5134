/**
 * What `npm run cms`'s local backend lets through. decap-server writes wherever in the working tree a request
 * names, and answers any Host: a web page could reach it through a DNS name that points at 127.0.0.1 (DNS
 * rebinding) and write a script into the repository. So every request must come addressed to this computer, from
 * a page on this computer if from a browser at all, and may name only the files the editor edits.
 */
import path from 'node:path';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a Host header names this computer on `port`. */
export const isLocalHost = (host: string | undefined, port: number) =>
  host !== undefined && LOOPBACK.some((name) => host.toLowerCase() === `${name}:${port}`);

/** Whether an Origin header (absent for a request from a program) is a page served by this computer. */
export function isLocalOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK.includes(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/** Every repository path a decap-server request names, whichever action and field it sits in. */
export function requestPaths(body: unknown): string[] {
  const params = (body as { params?: unknown })?.params;
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (['path', 'newPath', 'folder', 'mediaFolder', 'paths'].includes(key)) found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) visit(inner, name);
  };
  visit(params, '');
  return found;
}

/**
 * Whether `file` (relative to the repository, as Decap writes it) lies in one of `folders` or is one of `files`,
 * once `.`/`..` are resolved: `content/blog/../../scripts/x.mjs` is in scripts/.
 */
export function isEditorPath(file: string, editable: { folders: string[]; files: string[] }): boolean {
  if (file.includes('\\') || file.includes('\0') || path.posix.isAbsolute(file)) return false;
  const clean = path.posix.normalize(file).replace(/\/+$/, '');
  if (clean.startsWith('..')) return false;
  return (
    editable.files.includes(clean) ||
    editable.folders.some((folder) => clean === folder || clean.startsWith(`${folder}/`))
  );
}

export type BackendRequest = { host?: string; origin?: string; body?: unknown };

/** Why a request is refused, in one phrase, or null when it may reach decap-server. */
export function refusal(
  request: BackendRequest,
  port: number,
  editable: { folders: string[]; files: string[] },
): string | null {
  if (!isLocalHost(request.host, port)) return `Host ${JSON.stringify(request.host ?? '')} is not this computer`;
  if (!isLocalOrigin(request.origin)) return `Origin ${JSON.stringify(request.origin)} is not a page on this computer`;
  if (request.body === undefined) return null;
  const outside = requestPaths(request.body).filter((file) => !isEditorPath(file, editable));
  return outside.length > 0
    ? `${outside.map((file) => JSON.stringify(file)).join(', ')} is not the editor's to touch`
    : null;
}

type EditorConfig = {
  media_folder: string;
  collections: readonly { folder?: string; files?: readonly { file: string }[] }[];
};

/** The folders and files the editor's configuration (lib/site/cms-config.ts) reads and writes: nothing else is its to touch. */
export function editorPaths(config: EditorConfig): { folders: string[]; files: string[] } {
  return {
    folders: [config.media_folder, ...config.collections.flatMap((c) => (c.folder ? [c.folder] : []))],
    files: config.collections.flatMap((c) => c.files?.map((f) => f.file) ?? []),
  };
}
