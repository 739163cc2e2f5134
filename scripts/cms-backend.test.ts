/**
 * `npm run cms`'s backend over a scratch working tree: what a page on another site could send it (a DNS-rebinding
 * request carries that site's Host), a page on another port of this computer, a body decap-server would read
 * differently from the guard, or a request around the guard writes nothing, nor does a request naming a file outside
 * the editor's folders; the editor's own requests still save.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startCmsBackend } from './cms-backend';
import { isEditorOrigin, isEditorPath, isLocalHost, isUtf8Json, refusal } from './cms-guard';

jest.setTimeout(30_000);

const editable = { folders: ['content/photos', 'content/blog'], files: ['content/studio.json'] };
const ports = { port: 1, editorPort: 3000 };

describe('the guard', () => {
  it('takes only a Host naming this computer on its port', () => {
    for (const host of ['127.0.0.1:8081', 'localhost:8081', 'LOCALHOST:8081', '[::1]:8081'])
      expect(isLocalHost(host, 8081)).toBe(true);
    for (const host of [
      'rebind.evil.example:8081',
      '127.0.0.1:8082',
      '127.0.0.1',
      'localhost.evil.example:8081',
      '',
      undefined,
    ])
      expect(isLocalHost(host, 8081)).toBe(false);
  });

  it("takes requests from programs and from the editor's own page only", () => {
    for (const origin of [undefined, 'http://localhost:3000', 'http://127.0.0.1:3000'])
      expect(isEditorOrigin(origin, 3000)).toBe(true);
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://[::1]:3000',
      'https://localhost:3000',
      'http://rebind.evil.example:8081',
      'https://localhost.evil.example',
      'null',
      'file://',
      'http://localhost:3000/x',
      'http://localhost:30000',
    ])
      expect(isEditorOrigin(origin, 3000)).toBe(false);
  });

  it('takes a body only as JSON in UTF-8, the one encoding it reads', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])
      expect(isUtf8Json(type)).toBe(true);
    for (const type of [
      'application/json; charset=utf-7',
      'application/json; charset=utf-16le',
      'application/json; charset=utf-8; charset=utf-7',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
      undefined,
    ])
      expect(isUtf8Json(type)).toBe(false);
  });

  it("lets a request name only the editor's folders and files, once .. is resolved", () => {
    for (const file of ['content/blog/en/a.md', 'content/photos/a.jpg', 'content/blog', 'content/studio.json'])
      expect(isEditorPath(file, editable)).toBe(true);
    for (const file of [
      'scripts/pwn.mjs',
      'content/blog/../../scripts/pwn.mjs',
      'content/blog-other/a.md',
      'content/studio.json.bak',
      '/etc/passwd',
      '../outside/a.md',
      'content\\blog\\a.md',
      'package.json',
      '.github/workflows/x.yml',
    ])
      expect(isEditorPath(file, editable)).toBe(false);
  });

  it('finds a path in any field of any action', () => {
    const json = (params: unknown) => ({
      host: 'localhost:1',
      contentType: 'application/json',
      body: { action: 'x', params },
    });
    expect(refusal(json({ asset: { path: 'scripts/a.mjs' } }), ports, editable)).toMatch(/scripts\/a\.mjs/);
    expect(refusal(json({ dataFiles: [{ path: 'content/blog/en/a.md', newPath: 'x.md' }] }), ports, editable)).toMatch(
      /"x\.md"/,
    );
    expect(refusal(json({ paths: ['content/blog/en/a.md', 'jest.config.mjs'] }), ports, editable)).toMatch(/jest/);
    expect(refusal(json({ folder: 'content/blog', depth: 2 }), ports, editable)).toBeNull();
  });
});

/**
 * The TCP ports and Unix socket paths this process and the processes it started listen on (Linux: read from /proc),
 * to find every way into decap-server, whether the backend runs it in this process or in a child.
 */
function listening(): { ports: number[]; sockets: string[] } {
  const parents = new Map<string, string>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name)))
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!);
    } catch {
      // The process ended while we looked.
    }
  const pids = [String(process.pid)];
  for (let i = 0; i < pids.length; i++) for (const [pid, parent] of parents) if (parent === pids[i]) pids.push(pid);
  const inodes = new Set<string>();
  const links = (pid: string) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).map((fd) => `/proc/${pid}/fd/${fd}`);
    } catch {
      return []; // The process ended while we looked.
    }
  };
  for (const link of pids.flatMap(links))
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(link, { encoding: 'utf8' }));
      if (socket) inodes.add(socket[1]!);
    } catch {
      // A descriptor closed while we looked (the one that listed the folder, for one).
    }
  const rows = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/));
  // /proc/net/tcp: state 0A is LISTEN, the 10th column the socket's inode; /proc/net/unix: flags 00010000 is listening.
  const ports = ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap(rows)
    .filter((row) => row[3] === '0A' && inodes.has(row[9]!))
    .map((row) => parseInt(row[1]!.split(':').pop()!, 16));
  const sockets = rows('/proc/net/unix')
    .filter((row) => row[3] === '00010000' && inodes.has(row[6]!) && row[7])
    .map((row) => row[7]!);
  return { ports, sockets };
}

describe('the backend', () => {
  const editorPort = 3000;
  const editor = `http://localhost:${editorPort}`;
  let repo: string;
  let backend: Awaited<ReturnType<typeof startCmsBackend>>;
  let before: ReturnType<typeof listening> | undefined;
  const refused: string[] = [];
  const onLinux = existsSync('/proc/net/tcp');

  beforeAll(async () => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'cms-backend-'));
    mkdirSync(path.join(repo, 'content/blog/en'), { recursive: true });
    mkdirSync(path.join(repo, 'content/photos'), { recursive: true });
    before = onLinux ? listening() : undefined;
    backend = await startCmsBackend({ repo, editorPort, log: (line) => refused.push(line) });
  });
  afterAll(() => {
    backend?.stop();
    rmSync(repo, { recursive: true, force: true });
  });

  type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string };
  /**
   * A request with exactly these headers and body bytes (fetch would not let a test set Host), to the backend or to
   * `to` (another port, or a Unix socket).
   */
  const send = (
    { method = 'POST', payload, headers }: { method?: string; payload?: string; headers: Record<string, string> },
    to: { port: number } | { socketPath: string } = { port: backend.port },
  ) =>
    new Promise<Reply>((resolve, reject) => {
      const length = payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) };
      const request = http.request(
        { host: '127.0.0.1', ...to, method, path: '/api/v1', headers: { ...length, ...headers } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  /** A POST of `body` as JSON with these Host and Origin headers. */
  const post = (body: unknown, headers: Record<string, string>, to?: { port: number } | { socketPath: string }) =>
    send({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }, to);
  const persistMedia = (file: string) => ({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: file, content: Buffer.from('console.log("ran")').toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'upload' },
    },
  });
  const local = () => ({ host: `127.0.0.1:${backend.port}`, origin: editor });
  const written = (file: string) => existsSync(path.join(repo, file));

  it('writes nothing for a request addressed to another host name (DNS rebinding)', async () => {
    const reply = await post(persistMedia('content/photos/a.jpg'), {
      host: `rebind.evil.example:${backend.port}`,
      origin: `http://rebind.evil.example:${backend.port}`,
    });
    expect(reply.status).toBe(403);
    expect(written('content/photos/a.jpg')).toBe(false);
  });

  it("writes nothing outside the editor's folders, even from this computer", async () => {
    for (const file of ['scripts/pwn.mjs', 'content/photos/../../scripts/pwn.mjs']) {
      const reply = await post(persistMedia(file), local());
      expect(reply.status).toBe(403);
    }
    expect(written('scripts')).toBe(false);
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  it('writes nothing from a body in UTF-7, where decap-server would read a second path the guard never saw', async () => {
    // In UTF-8 the path is one string under content/photos/; decoded as UTF-7, +ACIALAAi- is "," and +ACIAOgAi- is
    // ":", so the same bytes also say "path":"scripts/pwn7.mjs", and JSON keeps the last.
    const payload =
      '{"action":"persistMedia","params":{"branch":"main","asset":{"path":"content/photos/x.jpg+ACIALAAi-path+ACIAOgAi-scripts/pwn7.mjs","content":"ZWNobyBwd24K","encoding":"base64"},"options":{"commitMessage":"x"}}}';
    const reply = await send({
      payload,
      headers: { ...local(), 'content-type': 'application/json; charset=utf-7' },
    });
    expect(reply.status).toBe(403);
    expect(written('scripts/pwn7.mjs')).toBe(false);
    expect(readdirSync(path.join(repo, 'content/photos'))).not.toContain('x.jpg+ACIALAAi-path+ACIAOgAi-scripts');
  });

  it("answers only the editor's own page: a page on another port of this computer may neither ask nor write", async () => {
    const preflight = (origin: string) =>
      send({
        method: 'OPTIONS',
        headers: {
          host: `localhost:${backend.port}`,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const stranger = await preflight('http://localhost:5173');
    expect(stranger.status).toBe(403);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const write = await post(persistMedia('content/photos/from-other-app.jpg'), {
      host: `localhost:${backend.port}`,
      origin: 'http://localhost:5173',
    });
    expect(write.status).toBe(403);
    expect(written('content/photos/from-other-app.jpg')).toBe(false);

    const own = await preflight(editor);
    expect({ status: own.status, allowed: own.headers['access-control-allow-origin'] }).toEqual({
      status: 204,
      allowed: editor,
    });
  });

  (onLinux ? it : it.skip)(
    "leaves no way to decap-server around the guard: no port of its own, and a socket that wants the guard's secret",
    async () => {
      const now = listening();
      const opened = {
        ports: now.ports.filter((port) => !before!.ports.includes(port)),
        sockets: now.sockets.filter((socket) => !before!.sockets.includes(socket)),
      };
      // What the read sent to decap-server's own port: a DNS-rebinding Host and a path outside the editor's folders.
      for (const port of opened.ports.filter((port) => port !== backend.port))
        await post(persistMedia('scripts/pwn-inner.mjs'), { host: `rebind.evil.example:${port}` }, { port });
      for (const socketPath of opened.sockets) {
        const reply = await post(persistMedia('content/photos/around.jpg'), { host: 'localhost' }, { socketPath });
        expect(reply.status).toBe(403);
      }
      expect(written('scripts/pwn-inner.mjs')).toBe(false);
      expect(written('content/photos/around.jpg')).toBe(false);
      expect({ ports: opened.ports, sockets: opened.sockets.length }).toEqual({ ports: [backend.port], sockets: 1 });
    },
  );

  it("saves the editor's own requests", async () => {
    const reply = await post(persistMedia('content/photos/a.jpg'), local());
    expect({ status: reply.status, allowed: reply.headers['access-control-allow-origin'] }).toEqual({
      status: 200,
      allowed: editor,
    });
    expect(readFileSync(path.join(repo, 'content/photos/a.jpg'), 'utf8')).toBe('console.log("ran")');
  });
});
