/**
 * What `npm run cms`'s local backend lets through. decap-server writes wherever in the working tree a request
 * names, and answers any Host: a web page could reach it through a DNS name that points at 127.0.0.1 (DNS
 * rebinding) and write a script into the repository. So every request must come addressed to this computer, from
 * the editor's own page if from a browser at all (any other local server's page could be a stranger's), as UTF-8
 * JSON (what the guard reads is what decap-server gets), and may name only the files the editor edits.
 */
import path from 'node:path';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a Host header names this computer on `port`. */
export const isLocalHost = (host: string | undefined, port: number) =>
  host !== undefined && LOOPBACK.some((name) => host.toLowerCase() === `${name}:${port}`);

/**
 * Whether an Origin header is the editor's own page, served by `npm run cms` on `editorPort` (absent: a request from
 * a program, not a page). A page on any other port of this computer is another program's, so it may not write.
 */
export const isEditorOrigin = (origin: string | undefined, editorPort: number) =>
  origin === undefined || ['localhost', '127.0.0.1'].some((name) => origin === `http://${name}:${editorPort}`);

/**
 * Whether a Content-Type is JSON in UTF-8, the only one the editor sends. decap-server would decode a body in any
 * "utf-" charset (UTF-7 among them), and so read other fields than the guard read.
 */
export function isUtf8Json(contentType: string | undefined): boolean {
  const [type, ...parameters] = (contentType ?? '')
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  return type === 'application/json' && parameters.every((p) => /^charset="?utf-8"?$/.test(p));
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

export type BackendRequest = { host?: string; origin?: string; contentType?: string; body?: unknown };

/**
 * Why a request is refused, in one phrase, or null when it may reach decap-server. `port` is the guard's own,
 * `editorPort` the one the editor's page is served on.
 */
export function refusal(
  request: BackendRequest,
  { port, editorPort }: { port: number; editorPort: number },
  editable: { folders: string[]; files: string[] },
): string | null {
  if (!isLocalHost(request.host, port)) return `Host ${JSON.stringify(request.host ?? '')} is not this computer`;
  if (!isEditorOrigin(request.origin, editorPort))
    return `Origin ${JSON.stringify(request.origin)} is not the editor's page`;
  if (request.body === undefined) return null;
  if (!isUtf8Json(request.contentType))
    return `Content-Type ${JSON.stringify(request.contentType ?? '')} is not JSON in UTF-8`;
  const outside = requestPaths(request.body).filter((file) => !isEditorPath(file, editable));
  return outside.length > 0
    ? `${outside.map((file) => JSON.stringify(file)).join(', ')} is not the editor's to touch`
    : null;
}

type EditorConfig = {
  media_folder: string;
  collections: readonly { folder?: string; files?: readonly { file: string }[] }[];
};

/** The folders and files the editor's configuration (editor/cms-config.ts) reads and writes: nothing else is its to touch. */
export function editorPaths(config: EditorConfig): { folders: string[]; files: string[] } {
  return {
    folders: [config.media_folder, ...config.collections.flatMap((c) => (c.folder ? [c.folder] : []))],
    files: config.collections.flatMap((c) => c.files?.map((f) => f.file) ?? []),
  };
}
