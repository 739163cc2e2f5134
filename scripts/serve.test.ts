/**
 * The local server (npm run serve, npm run cms, the e2e tests) over a scratch export: it answers only this
 * computer, only requests addressed to it, and never a file from outside the folder it serves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './cms-backend';

jest.setTimeout(30_000);

let dir: string;
let server: ChildProcess;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const out = path.join(dir, 'out');
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>Home</title><p>HOME</p>');
  writeFileSync(path.join(out, '404.html'), '<!doctype html><title>Not found</title><p>OUR 404</p>');
  // Siblings whose names start with "out": a prefix test without a separator took them for out/.
  for (const sibling of ['outside', 'out-old']) {
    mkdirSync(path.join(dir, sibling));
    writeFileSync(path.join(dir, sibling, '404.html'), 'LEAKED FROM A SIBLING FOLDER');
  }
  port = await freePort();
  server = spawn(process.execPath, [path.join(__dirname, 'serve.mjs')], {
    env: { ...process.env, PORT: String(port), OUT_DIR: out, HOST: '' },
    stdio: 'ignore',
  });
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    if ((await get('/').catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('scripts/serve.mjs did not start');
});
afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET with exactly this path (not normalised) and Host header. */
function get(rawPath: string, host = `127.0.0.1:${port}`, address = '127.0.0.1') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: address, port, path: rawPath, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

it('serves the export to requests addressed to this computer', async () => {
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) expect((await get('/', host)).body).toContain('HOME');
});

it('refuses a request addressed to another host name (the shape of DNS rebinding)', async () => {
  for (const host of [`rebind.evil.example:${port}`, 'localhost', `127.0.0.1:${port + 1}`]) {
    const reply = await get('/', host);
    expect(reply.status).toBe(421);
    expect(reply.body).not.toContain('HOME');
  }
});

it.each(['/..%2foutside%2fanything', '/..%2fout-old%2fx%2fy', '/%2e%2e/outside/x', '/../outside/x'])(
  'never serves a file from a sibling folder for %s',
  async (rawPath) => {
    const reply = await get(rawPath);
    expect(reply.body).not.toContain('LEAKED');
  },
);

it("listens on loopback only: this computer's network address gets no answer", async () => {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a!.address);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect({ host: address, port }, () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(outcome).toBe('ECONNREFUSED');
  }
});
