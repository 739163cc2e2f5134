/**
 * `npm run cms`'s local backend: a small server on `port` (127.0.0.1 only) that lets a request through only when
 * scripts/cms-guard.ts allows it, in front of Decap's decap-server. decap-server runs in this process on a private
 * socket (a Unix socket in a folder only this user can open, never a TCP port), and answers only requests carrying
 * the guard's secret, so the guard is the one way in. The editor and the e2e tests reach the backend through it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cms } from '../content/cms';
import { cmsConfig } from '../editor/cms-config';
import { editorPaths, refusal } from './cms-guard';

/** decap-server's own limit on a request body (a photo travels in it as base64). */
const MAX_BODY = 50 * 1024 * 1024;
const SECRET_HEADER = 'x-cms-guard';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
type ExpressApp = RequestHandler & { use: (handler: (...args: never[]) => void) => void };

/**
 * decap-server's file-system backend as a request handler over `repo`, answering only requests that carry `secret`.
 * Its middleware reads the repository folder and the allowed origin from the environment once, as it is registered.
 */
async function decapHandler(root: string, repo: string, origin: string, secret: string): Promise<RequestHandler> {
  const fromDecap = createRequire(path.join(root, 'node_modules/decap-server/package.json'));
  const express = fromDecap('express') as () => ExpressApp;
  const { registerLocalFs } = fromDecap('./dist/middlewares.js') as {
    registerLocalFs: (app: ExpressApp, options: { logLevel: string }) => Promise<void>;
  };
  const app = express();
  const expected = Buffer.from(secret);
  app.use((request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => {
    const given = Buffer.from(String(request.headers[SECRET_HEADER] ?? ''));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
    response.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"only through the guard"}');
  });
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN };
  Object.assign(process.env, { GIT_REPO_DIRECTORY: repo, ORIGIN: origin });
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
  return app;
}

/**
 * Starts the guarded backend over the working tree `repo` on `port` (0: a free one), for the editor served on
 * `editorPort` (only that page may call it). `stop` ends both servers. `log` receives one line per refused request.
 */
export async function startCmsBackend({
  repo,
  port = 0,
  editorPort,
  log = (line: string) => console.error(line),
}: {
  repo: string;
  port?: number;
  editorPort: number;
  log?: (line: string) => void;
}) {
  // npm runs every script and test from the repository's root.
  const root = process.cwd();
  const editable = editorPaths(
    cmsConfig({ backend: cms.backend, localBackendPort: 0, author: '' }) as Parameters<typeof editorPaths>[0],
  );
  const secret = randomBytes(32).toString('hex');
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'studio-cms-'));
  const socketPath =
    process.platform === 'win32'
      ? `\\\\.\\pipe\\studio-cms-${randomBytes(8).toString('hex')}`
      : path.join(socketDir, 'decap');
  const inner = http.createServer(await decapHandler(root, repo, `http://127.0.0.1:${editorPort}`, secret));
  inner.listen(socketPath);
  await once(inner, 'listening');

  const server = http.createServer((request, response) => {
    const refuse = (status: number, why: string) => {
      log(`cms backend: refused ${request.method} ${request.url}: ${why}`);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: why }));
    };
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: unknown;
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return refuse(400, 'the body is not JSON');
        }
      }
      const headers = request.headers;
      const why = refusal(
        { host: headers.host, origin: headers.origin, contentType: headers['content-type'], body },
        { port: actualPort(), editorPort },
        editable,
      );
      if (why) return refuse(403, why);
      // The guard answers for the editor's origin itself; decap-server's own CORS rule is not the one that counts.
      const cors: Record<string, string> = headers.origin
        ? { 'access-control-allow-origin': headers.origin, vary: 'Origin' }
        : {};
      if (request.method === 'OPTIONS')
        return response
          .writeHead(204, {
            ...cors,
            'access-control-allow-methods': 'POST',
            'access-control-allow-headers': 'content-type',
          })
          .end();
      if (request.method !== 'POST' || body === undefined) return refuse(405, 'only a POST with a JSON body');
      // Exactly what the guard read, in UTF-8: never the original bytes, which decap-server could decode otherwise.
      const payload = Buffer.from(JSON.stringify(body));
      const forward = http.request(
        {
          socketPath,
          method: 'POST',
          path: request.url,
          headers: {
            host: 'localhost',
            'content-type': 'application/json; charset=utf-8',
            'content-length': String(payload.length),
            [SECRET_HEADER]: secret,
          },
        },
        (reply) => {
          const replyHeaders = Object.fromEntries(
            Object.entries(reply.headers).filter(([name]) => !name.startsWith('access-control-') && name !== 'vary'),
          );
          response.writeHead(reply.statusCode ?? 502, { ...replyHeaders, ...cors });
          reply.pipe(response);
        },
      );
      forward.on('error', () => refuse(502, 'decap-server did not answer'));
      forward.end(payload);
    });
  });
  const actualPort = () => (server.address() as AddressInfo).port;
  const stop = () => {
    server.close();
    inner.close();
    rmSync(socketDir, { recursive: true, force: true });
  };
  server.listen(port, '127.0.0.1');
  try {
    await once(server, 'listening');
  } catch (error) {
    stop();
    throw error;
  }
  return { port: actualPort(), stop };
}
