/**
 * `npm run cms`'s local backend: Decap's decap-server on a private loopback port, behind a small server on `port`
 * (127.0.0.1 only) that lets a request through only when scripts/cms-guard.ts allows it. The editor and the e2e
 * tests reach the backend only through that server.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { cms } from '../content/cms';
import { cmsConfig } from '../lib/site/cms-config';
import { editorPaths, refusal } from './cms-guard';

/** decap-server's own limit on a request body (a photo travels in it as base64). */
const MAX_BODY = 50 * 1024 * 1024;

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(ready: () => Promise<boolean>, what: string, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeout / 1000} s`);
}

/**
 * Starts the guarded backend over the working tree `repo` on `port` (0: a free one). `stop` ends both servers.
 * `log` receives one line per refused request.
 */
export async function startCmsBackend({
  repo,
  port = 0,
  log = (line: string) => console.error(line),
}: {
  repo: string;
  port?: number;
  log?: (line: string) => void;
}) {
  // npm runs every script and test from the repository's root.
  const root = process.cwd();
  const editable = editorPaths(
    cmsConfig({ backend: cms.backend, localBackendPort: 0, author: '' }) as Parameters<typeof editorPaths>[0],
  );
  const innerPort = await freePort();
  const decap = spawn(path.join(root, 'node_modules/.bin/decap-server'), [], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(innerPort),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: repo,
      MODE: 'fs',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

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
      const why = refusal({ host: headers.host, origin: headers.origin, body }, actualPort(), editable);
      if (why) return refuse(403, why);
      const forward = http.request(
        {
          host: '127.0.0.1',
          port: innerPort,
          method: request.method,
          path: request.url,
          headers: { ...headers, host: `127.0.0.1:${innerPort}`, 'content-length': String(raw.length) },
        },
        (reply) => {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
        },
      );
      forward.on('error', () => refuse(502, 'decap-server did not answer'));
      forward.end(raw);
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const actualPort = () => (server.address() as AddressInfo).port;

  const stop = () => {
    decap.kill();
    server.close();
  };
  try {
    await until(async () => {
      const reply = await fetch(`http://127.0.0.1:${innerPort}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"action":"info"}',
      });
      return reply.ok;
    }, 'decap-server');
  } catch (error) {
    stop();
    throw error;
  }
  return { port: actualPort(), stop };
}
