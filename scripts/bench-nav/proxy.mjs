/**
 * The shaping proxy in front of scripts/serve.mjs: every response starts one round trip after its request (two on a
 * new connection), all share one downlink, and each HTML page gets a probe (probe.ts, or the one startProxy is given).
 * It also counts the bytes served.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { transformSync } from 'esbuild';
import { base, DOWN_BPS, PORT, root, RTT_MS, sleep, UPSTREAM_PORT } from './options.mjs';

const compile = (file) =>
  transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'iife', minify: true }).code;

/** Every report the probe has sent, in arrival order. */
export const reports = [];
/** While set, every page served carries a Speculation-Rules header prerendering this path at once (the limit). */
let prepare = null;
export const setPrepare = (path) => (prepare = path);
export const bytes = { total: 0, byType: new Map(), requests: 0 };
export function resetBytes() {
  bytes.total = 0;
  bytes.requests = 0;
  bytes.byType = new Map();
}
function countBytes(type, url, n) {
  if (!type) type = /\.avif$/.test(url) ? 'image/avif' : '';
  bytes.total += n;
  const kind = type.includes('html')
    ? 'html'
    : type.includes('javascript')
      ? 'js'
      : type.includes('css')
        ? 'css'
        : type.includes('x-component') || type.startsWith('text/plain')
          ? 'rsc'
          : type.startsWith('image/')
            ? 'image'
            : type.includes('font')
              ? 'font'
              : 'other';
  bytes.byType.set(kind, (bytes.byType.get(kind) ?? 0) + n);
}

/** One shared downlink: the time (ms) the last byte queued so far leaves the server. */
let linkFree = 0;
const seenSockets = new WeakSet();
const compressible = /text\/|javascript|json|svg|xml|x-component/;

function fetchUpstream(req) {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity', host: `127.0.0.1:${UPSTREAM_PORT}` };
    const up = http.request(
      { host: '127.0.0.1', port: UPSTREAM_PORT, method: req.method, path: req.url, headers },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    up.on('error', reject);
    req.pipe(up);
  });
}

async function shaped(req, res) {
  const arrived = performance.now();
  // The request's trip to the server (half a round trip), plus a whole round trip for a new connection's handshake.
  const firstOnSocket = !seenSockets.has(req.socket);
  seenSockets.add(req.socket);
  const upstream = await fetchUpstream(req);
  const type = String(upstream.headers['content-type'] ?? '');
  let body = upstream.body;
  if (type.includes('text/html'))
    body = Buffer.from(body.toString('utf8').replace(/<head>/i, '$&<script src="/__bench/probe.js"></script>'));
  const headers = { ...upstream.headers };
  if (prepare && type.includes('text/html'))
    headers['speculation-rules'] = `"/__bench/rules.json?path=${encodeURIComponent(prepare)}"`;
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  delete headers.connection;
  if (compressible.test(type) && /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 0) {
    body = zlib.gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
  }
  headers['content-length'] = String(body.length);
  const headerBytes = 200 + Object.entries(headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
  // Bytes leave the server after the request has arrived (half a round trip after it was sent), one after the
  // other on the shared link, and reach the browser half a round trip later.
  const departs = arrived + RTT_MS / 2 + (firstOnSocket ? RTT_MS : 0);
  const size = headerBytes + body.length;
  const start = Math.max(linkFree, departs);
  linkFree = start + (size * 8 * 1000) / DOWN_BPS;
  countBytes(type, req.url ?? '', size);
  bytes.requests += 1;
  if (process.env.BENCH_DEBUG)
    console.log(
      `  ${Math.round(arrived)} ${req.url} ${type} ${size} B, ${firstOnSocket ? 'new connection, ' : ''}done at ${Math.round(linkFree + RTT_MS / 2)}`,
    );
  // Headers arrive with the first bytes; the body streams in 16 KB pieces at the link's pace.
  const CHUNK = 16 * 1024;
  const msPerByte = (8 * 1000) / DOWN_BPS;
  await sleep(start + RTT_MS / 2 + headerBytes * msPerByte - performance.now());
  res.writeHead(upstream.status, headers);
  for (let at = 0; at < body.length; at += CHUNK) {
    const end = Math.min(body.length, at + CHUNK);
    await sleep(start + RTT_MS / 2 + (headerBytes + end) * msPerByte - performance.now());
    res.write(body.subarray(at, end));
  }
  res.end();
}

/** Starts the proxy; every HTML page it serves loads `probeFile` (a TypeScript file) first. */
export function startProxy(probeFile = path.join(import.meta.dirname, 'probe.ts')) {
  const probe = compile(probeFile);
  const server = http.createServer((req, res) => {
    if (req.url === '/__bench/probe.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' });
      res.end(probe);
      return;
    }
    if (req.url?.startsWith('/__bench/rules.json')) {
      const target = new URL(req.url, base).searchParams.get('path');
      res.writeHead(200, { 'content-type': 'application/speculationrules+json' });
      res.end(JSON.stringify({ prerender: [{ source: 'list', urls: [target], eagerness: 'immediate' }] }));
      return;
    }
    if (req.url === '/__bench/report') {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        try {
          reports.push(JSON.parse(text));
        } catch {
          // a malformed report is dropped
        }
        res.writeHead(204).end();
      });
      return;
    }
    shaped(req, res).catch((error) => {
      console.error(`proxy: ${req.url}: ${error.message}`);
      res.destroy();
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

export async function startUpstream() {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(UPSTREAM_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      child.kill();
      process.exit(1);
    });
  for (let i = 0; i < 100; i++) {
    // A server that exits at once (its port taken) must not leave the benchmark measuring whatever answers there.
    if (exited) break;
    try {
      const res = await fetch(`http://127.0.0.1:${UPSTREAM_PORT}/`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${UPSTREAM_PORT} (is out/ built? is the port free?)`);
}
