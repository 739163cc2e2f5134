/**
 * GitHub on loopback, for the editor's sign-in and saving tests (e2e/admin-signin.spec.ts): the OAuth web flow
 * (authorize, which approves at once as if the owner clicked "Authorize", and the code-for-token exchange, which
 * checks the client id, secret, code and redirect address) and the part of the REST API Decap's github backend uses
 * to list, read and save entries through pull requests, and to publish one by merging its pull request. The repository lives in memory: blobs, trees as flat maps of
 * path to blob, commits, branches and pull requests. Every request is recorded, so a test can see what the editor
 * sent; a request without the issued token is refused as GitHub refuses it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Files = Map<string, string>; // path -> blob sha
type Commit = { sha: string; tree: string; parents: string[]; message: string; date: string };
export type PullRequest = {
  number: number;
  title: string;
  // The head's repository, as GitHub gives it: the editor skips pull requests from forks when it lists drafts.
  head: { ref: string; sha: string; label: string; repo: { full_name: string; fork: boolean } };
  base: { ref: string; sha: string };
  labels: { name: string }[];
  state: 'open' | 'closed';
  merged: boolean;
};
export type RecordedRequest = { method: string; path: string; authorization?: string };

export type FakeGitHubOptions = {
  /** owner/name */
  repo: string;
  branch: string;
  clientId: string;
  clientSecret: string;
  /** The repository's files at the start, path -> content. */
  files: Record<string, Buffer | string>;
  login: string;
};

const sha1 = (data: Buffer | string) => createHash('sha1').update(data).digest('hex');

export async function startFakeGitHub(options: FakeGitHubOptions) {
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, Files>();
  const commits = new Map<string, Commit>();
  const refs = new Map<string, string>(); // heads/<name> -> commit sha
  const pulls: PullRequest[] = [];
  const codes = new Map<string, string>(); // code -> redirect_uri
  const tokens = new Set<string>();
  const requests: RecordedRequest[] = [];
  /** Commit statuses by sha, as a host's deploy preview posts them. */
  const statuses = new Map<string, { context: string; state: string; target_url: string }[]>();
  let origin = '';

  const putBlob = (content: Buffer) => {
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));
    blobs.set(sha, content);
    return sha;
  };
  const putTree = (files: Files) => {
    const sha = sha1(JSON.stringify([...files].sort()));
    trees.set(sha, new Map(files));
    return sha;
  };
  const putCommit = (tree: string, parents: string[], message: string) => {
    const date = new Date().toISOString();
    const sha = sha1(JSON.stringify({ tree, parents, message, date, n: commits.size }));
    commits.set(sha, { sha, tree, parents, message, date });
    return sha;
  };
  const initial = new Map(
    Object.entries(options.files).map(([path, content]) => [path, putBlob(Buffer.from(content))] as const),
  );
  refs.set(`heads/${options.branch}`, putCommit(putTree(initial), [], 'The site as it is'));

  /** A branch name or a commit sha, to its commit. */
  const commitOf = (ref: string) => commits.get(refs.get(`heads/${ref}`) ?? ref);
  const filesOf = (ref: string) => {
    const commit = commitOf(ref);
    return commit ? trees.get(commit.tree) : undefined;
  };
  const commitJson = (c: Commit) => ({
    sha: c.sha,
    tree: { sha: c.tree },
    parents: c.parents.map((sha) => ({ sha })),
    message: c.message,
    commit: { message: c.message, author: { name: options.login, date: c.date }, tree: { sha: c.tree } },
  });
  const user = { login: options.login, name: 'Studio Owner', avatar_url: '', email: null };

  const [owner] = options.repo.split('/');
  const repoPath = `/repos/${options.repo}`;

  async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (!raw) return {};
    if ((request.headers['content-type'] ?? '').includes('json')) return JSON.parse(raw);
    return Object.fromEntries(new URLSearchParams(raw));
  }

  /** The OAuth web flow, on GitHub's own web address. */
  async function oauth(request: IncomingMessage, url: URL, res: ServerResponse): Promise<boolean> {
    if (url.pathname === '/login/oauth/authorize' && request.method === 'GET') {
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== options.clientId || !redirect) {
        res.writeHead(400).end('unknown client or no redirect_uri');
        return true;
      }
      const code = randomBytes(10).toString('hex');
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { Location: back.toString() }).end();
      return true;
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const form = await body(request);
      const redirect = codes.get(String(form.code));
      const json = (value: unknown) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret)
        return (json({ error: 'incorrect_client_credentials' }), true);
      if (!redirect || (form.redirect_uri && form.redirect_uri !== redirect))
        return (json({ error: 'bad_verification_code' }), true);
      codes.delete(String(form.code));
      const token = `gho_${randomBytes(16).toString('hex')}`;
      tokens.add(token);
      json({ access_token: token, token_type: 'bearer', scope: 'repo' });
      return true;
    }
    return false;
  }

  /** The REST API; returns [status, json]. */
  async function api(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
    const method = request.method ?? 'GET';
    const path = decodeURIComponent(url.pathname);
    if (path === '/user') return [200, user];
    if (path.startsWith('/users/')) return [200, user];
    if (path === repoPath)
      return [
        200,
        {
          name: options.repo.split('/')[1],
          full_name: options.repo,
          owner: { login: owner },
          default_branch: options.branch,
          permissions: { admin: false, push: true, pull: true },
        },
      ];
    if (!path.startsWith(`${repoPath}/`)) return [404, { message: 'Not Found' }];
    const rest = path.slice(repoPath.length);
    let m: RegExpExecArray | null;

    if ((m = /^\/branches\/(.+)$/.exec(rest)) && method === 'GET') {
      const commit = commitOf(m[1]!);
      if (!refs.has(`heads/${m[1]}`) || !commit) return [404, { message: 'Branch not found' }];
      return [200, { name: m[1], commit: commitJson(commit) }];
    }
    if ((m = /^\/git\/trees\/([^:]+)(?::(.*))?$/.exec(rest)) && method === 'GET') {
      const files = filesOf(m[1]!) ?? trees.get(m[1]!);
      if (!files) return [404, { message: 'Not Found' }];
      const folder = (m[2] ?? '').replace(/\/+$/, '');
      const prefix = folder ? `${folder}/` : '';
      const below = [...files].filter(([p]) => p.startsWith(prefix));
      if (folder && below.length === 0) return [404, { message: 'Not Found' }];
      const recursive = url.searchParams.has('recursive');
      const entries = new Map<string, unknown>();
      for (const [p, sha] of below) {
        const relative = p.slice(prefix.length);
        const [first, ...deeper] = relative.split('/');
        if (deeper.length && !recursive) {
          entries.set(first!, { path: first, type: 'tree', mode: '040000', sha: sha1(`${prefix}${first}`) });
          continue;
        }
        entries.set(relative, { path: relative, type: 'blob', mode: '100644', sha, size: blobs.get(sha)!.length });
      }
      return [200, { sha: sha1(prefix), tree: [...entries.values()], truncated: false }];
    }
    if ((m = /^\/git\/blobs\/([0-9a-f]+)$/.exec(rest)) && method === 'GET') {
      const blob = blobs.get(m[1]!);
      if (!blob) return [404, { message: 'Not Found' }];
      return [200, { sha: m[1], size: blob.length, content: blob.toString('base64'), encoding: 'base64' }];
    }
    if (rest === '/git/blobs' && method === 'POST') {
      const { content, encoding } = (await body(request)) as { content: string; encoding: string };
      const sha = putBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'));
      return [201, { sha, url: `${origin}${repoPath}/git/blobs/${sha}` }];
    }
    if (rest === '/git/trees' && method === 'POST') {
      const { base_tree: base, tree } = (await body(request)) as {
        base_tree?: string;
        tree: { path: string; sha: string | null }[];
      };
      const files = new Map(base ? (filesOf(base) ?? trees.get(base) ?? []) : []);
      for (const entry of tree) {
        if (entry.sha === null) files.delete(entry.path);
        else if (!blobs.has(entry.sha)) return [422, { message: `blob ${entry.sha} not found` }];
        else files.set(entry.path, entry.sha);
      }
      const sha = putTree(files);
      return [201, { sha, tree: [...files].map(([p, s]) => ({ path: p, sha: s, type: 'blob', mode: '100644' })) }];
    }
    if (rest === '/git/commits' && method === 'POST') {
      const { tree, parents, message } = (await body(request)) as { tree: string; parents: string[]; message: string };
      if (!trees.has(tree)) return [422, { message: 'tree not found' }];
      return [201, commitJson(commits.get(putCommit(tree, parents ?? [], message))!)];
    }
    if (rest === '/git/refs' && method === 'POST') {
      const { ref, sha } = (await body(request)) as { ref: string; sha: string };
      const name = ref.replace(/^refs\//, '');
      if (refs.has(name)) return [422, { message: 'Reference already exists' }];
      refs.set(name, sha);
      return [201, { ref, object: { sha, type: 'commit' } }];
    }
    if ((m = /^\/git\/refs\/(heads\/.+)$/.exec(rest))) {
      const name = m[1]!;
      if (method === 'PATCH') {
        const { sha } = (await body(request)) as { sha: string };
        if (!refs.has(name)) return [422, { message: 'Reference does not exist' }];
        refs.set(name, sha);
        for (const pr of pulls) if (`heads/${pr.head.ref}` === name) pr.head.sha = sha;
        return [200, { ref: `refs/${name}`, object: { sha, type: 'commit' } }];
      }
      if (method === 'DELETE') return refs.delete(name) ? [204, null] : [422, { message: 'Reference does not exist' }];
      const matching = [...refs].filter(([r]) => r === name || r.startsWith(`${name}/`));
      return matching.length
        ? [200, matching.map(([r, sha]) => ({ ref: `refs/${r}`, object: { sha, type: 'commit' } }))]
        : [404, { message: 'Not Found' }];
    }
    if (rest === '/pulls' && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const head = url.searchParams.get('head');
      const base = url.searchParams.get('base');
      return [
        200,
        pulls.filter(
          (pr) =>
            (state === 'all' || pr.state === state) &&
            (!head || pr.head.label === head) &&
            (!base || pr.base.ref === base),
        ),
      ];
    }
    if (rest === '/pulls' && method === 'POST') {
      const { title, head, base } = (await body(request)) as { title: string; head: string; base: string };
      const ref = head.includes(':') ? head.split(':')[1]! : head;
      const sha = refs.get(`heads/${ref}`);
      if (!sha) return [422, { message: `head ${head} not found` }];
      const pr: PullRequest = {
        number: pulls.length + 1,
        title,
        head: { ref, sha, label: `${owner}:${ref}`, repo: { full_name: options.repo, fork: false } },
        base: { ref: base, sha: refs.get(`heads/${base}`)! },
        labels: [],
        state: 'open',
        merged: false,
      };
      pulls.push(pr);
      return [201, pr];
    }
    if ((m = /^\/issues\/(\d+)\/labels$/.exec(rest)) && (method === 'PUT' || method === 'POST')) {
      const pr = pulls.find((p) => p.number === Number(m![1]));
      if (!pr) return [404, { message: 'Not Found' }];
      const { labels } = (await body(request)) as { labels: string[] };
      pr.labels = labels.map((name) => ({ name }));
      return [200, pr.labels];
    }
    if ((m = /^\/pulls\/(\d+)\/merge$/.exec(rest)) && method === 'PUT') {
      // "Publish" in the editor: the pull request's changes (its base to its head) applied to the base branch as it
      // is now, as one merge commit, as GitHub merges a pull request without conflicts.
      const pr = pulls.find((p) => p.number === Number(m![1]));
      if (!pr || pr.state !== 'open') return [404, { message: 'Not Found' }];
      const base = filesOf(pr.base.sha)!;
      const head = filesOf(pr.head.sha)!;
      const merged = new Map(filesOf(pr.base.ref)!);
      for (const [p, sha] of head) if (base.get(p) !== sha) merged.set(p, sha);
      for (const p of base.keys()) if (!head.has(p)) merged.delete(p);
      const sha = putCommit(putTree(merged), [refs.get(`heads/${pr.base.ref}`)!, pr.head.sha], `Merge #${pr.number}`);
      refs.set(`heads/${pr.base.ref}`, sha);
      Object.assign(pr, { state: 'closed', merged: true });
      return [200, { sha, merged: true, message: 'Pull Request successfully merged' }];
    }
    if ((m = /^\/pulls\/(\d+)\/commits$/.exec(rest)) && method === 'GET') {
      const pr = pulls.find((p) => p.number === Number(m![1]));
      return pr ? [200, [commitJson(commits.get(pr.head.sha)!)]] : [404, { message: 'Not Found' }];
    }
    if ((m = /^\/compare\/(.+)\.\.\.(.+)$/.exec(rest)) && method === 'GET') {
      const from = filesOf(m[1]!);
      const to = filesOf(m[2]!);
      if (!from || !to) return [404, { message: 'Not Found' }];
      const files = [...to]
        .filter(([p, sha]) => from.get(p) !== sha)
        .map(([p, sha]) => ({
          filename: p,
          sha,
          status: from.has(p) ? 'modified' : 'added',
          // GitHub gives text files a patch and binary files none; Decap tells them apart by it.
          ...(/\.(md|json|ya?ml)$/.test(p) ? { patch: '@@ -0,0 +1 @@' } : {}),
        }));
      return [200, { files, commits: [commitJson(commitOf(m[2]!)!)] }];
    }
    if ((m = /^\/commits\/([^/]+)\/status$/.exec(rest)) && method === 'GET')
      return [200, { state: 'success', statuses: statuses.get(m[1]!) ?? [] }];
    if (rest === '/commits' && method === 'GET') {
      const commit = commitOf(url.searchParams.get('sha') ?? options.branch);
      return [200, commit ? [commitJson(commit)] : []];
    }
    return [404, { message: 'Not Found' }];
  }

  const server = createServer(async (request, res) => {
    const url = new URL(request.url ?? '/', origin);
    // The editor calls the API from its own origin: GitHub's API answers any origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Cache-Control');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (request.method === 'OPTIONS') return void res.writeHead(204).end();
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, authorization });
    try {
      if (await oauth(request, url, res)) return;
      const token = /^(?:token|Bearer) (.+)$/.exec(authorization ?? '')?.[1];
      if (!token || !tokens.has(token))
        return void res
          .writeHead(401, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: 'Bad credentials' }));
      const [status, json] = await api(request, url);
      if (status === 204) return void res.writeHead(204).end();
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    pulls,
    tokens,
    /** The files of a commit, path -> content. */
    filesAt(sha: string): Map<string, Buffer> {
      const files = filesOf(sha) ?? new Map();
      return new Map([...files].map(([p, blob]) => [p, blobs.get(blob)!]));
    },
    /** The commit a branch points at now. */
    head: (branch: string) => refs.get(`heads/${branch}`),
    /** A commit status, as a host posts one for its deploy preview of a pull request's head commit. */
    setStatus(sha: string, status: { context: string; state: string; target_url: string }) {
      statuses.set(sha, [...(statuses.get(sha) ?? []), status]);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGitHub = Awaited<ReturnType<typeof startFakeGitHub>>;
