/**
 * `npm run cms`'s backend over a scratch working tree: what a page on another site could send it (a DNS-rebinding
 * request carries that site's Host) writes nothing, nor does a request naming a file outside the editor's folders;
 * the editor's own requests still save.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startCmsBackend } from './cms-backend';
import { isEditorPath, isLocalHost, isLocalOrigin, refusal } from './cms-guard';

jest.setTimeout(30_000);

const editable = { folders: ['content/photos', 'content/blog'], files: ['content/studio.json'] };

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

  it('takes requests from programs and from pages on this computer only', () => {
    for (const origin of [undefined, 'http://localhost:3000', 'http://127.0.0.1:4173'])
      expect(isLocalOrigin(origin)).toBe(true);
    for (const origin of [
      'http://rebind.evil.example:8081',
      'https://localhost.evil.example',
      'null',
      'file://',
      'http://localhost:3000/x',
    ])
      expect(isLocalOrigin(origin)).toBe(false);
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
    const body = (params: unknown) => ({ action: 'x', params });
    expect(refusal({ host: 'localhost:1', body: body({ asset: { path: 'scripts/a.mjs' } }) }, 1, editable)).toMatch(
      /scripts\/a\.mjs/,
    );
    expect(
      refusal(
        { host: 'localhost:1', body: body({ dataFiles: [{ path: 'content/blog/en/a.md', newPath: 'x.md' }] }) },
        1,
        editable,
      ),
    ).toMatch(/"x\.md"/);
    expect(
      refusal({ host: 'localhost:1', body: body({ paths: ['content/blog/en/a.md', 'jest.config.mjs'] }) }, 1, editable),
    ).toMatch(/jest/);
    expect(refusal({ host: 'localhost:1', body: body({ folder: 'content/blog', depth: 2 }) }, 1, editable)).toBeNull();
  });
});

describe('the backend', () => {
  let repo: string;
  let backend: Awaited<ReturnType<typeof startCmsBackend>>;
  const refused: string[] = [];

  beforeAll(async () => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'cms-backend-'));
    mkdirSync(path.join(repo, 'content/blog/en'), { recursive: true });
    mkdirSync(path.join(repo, 'content/photos'), { recursive: true });
    backend = await startCmsBackend({ repo, log: (line) => refused.push(line) });
  });
  afterAll(() => {
    backend?.stop();
    rmSync(repo, { recursive: true, force: true });
  });

  /** A POST to the backend with exactly these Host and Origin headers (fetch would not let a test set Host). */
  const post = (body: unknown, headers: Record<string, string>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: backend.port,
          method: 'POST',
          path: '/api/v1',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const persistMedia = (file: string) => ({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: file, content: Buffer.from('console.log("ran")').toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'upload' },
    },
  });
  const local = () => ({ host: `127.0.0.1:${backend.port}`, origin: 'http://localhost:3000' });

  it('writes nothing for a request addressed to another host name (DNS rebinding)', async () => {
    const reply = await post(persistMedia('content/photos/a.jpg'), {
      host: `rebind.evil.example:${backend.port}`,
      origin: `http://rebind.evil.example:${backend.port}`,
    });
    expect(reply.status).toBe(403);
    expect(existsSync(path.join(repo, 'content/photos/a.jpg'))).toBe(false);
  });

  it("writes nothing outside the editor's folders, even from this computer", async () => {
    for (const file of ['scripts/pwn.mjs', 'content/photos/../../scripts/pwn.mjs']) {
      const reply = await post(persistMedia(file), local());
      expect(reply.status).toBe(403);
    }
    expect(existsSync(path.join(repo, 'scripts'))).toBe(false);
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  it("saves the editor's own requests", async () => {
    const reply = await post(persistMedia('content/photos/a.jpg'), local());
    expect(reply.status).toBe(200);
    expect(readFileSync(path.join(repo, 'content/photos/a.jpg'), 'utf8')).toBe('console.log("ran")');
  });
});
