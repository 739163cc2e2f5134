import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the browser's code starts and what its files are called. A module is client code when it says 'use client'
 * or when only client code imports it; a file name tells a reader which: a component module that only client code
 * imports ends in -client (what it imports ships to the browser), and 'use client' stands only where a server module
 * imports it (anywhere else it marks no boundary and says nothing).
 */
const root = process.cwd();
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

const files = [...sourceFiles('app'), ...sourceFiles('components')];
const source = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
const saysUseClient = (file: string) => /^['"]use client['"];?\s*$/m.test(source.get(file)!.split('\n')[0] ?? '');

/** The project modules a file imports for their values (type-only imports load nothing in the browser). */
function valueImports(file: string): string[] {
  const text = source.get(file)!;
  const specifiers = [
    ...[...text.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gms)]
      .filter(([, names]) => !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(names!.trim()))
      .map((match) => match[2]!),
    ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!),
  ];
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.join(path.dirname(file), specifier)
        : undefined;
    const found = base === undefined ? undefined : [`${base}.tsx`, `${base}.ts`].find((f) => source.has(f));
    return found ? [found] : [];
  });
}

const importers = new Map<string, string[]>();
for (const file of files) {
  for (const imported of valueImports(file)) importers.set(imported, [...(importers.get(imported) ?? []), file]);
}

// Client code: 'use client' modules, then every module that only client code imports, until nothing changes.
const client = new Set(files.filter(saysUseClient));
for (let grown = true; grown; ) {
  grown = false;
  for (const file of files) {
    const by = importers.get(file) ?? [];
    if (!client.has(file) && by.length > 0 && by.every((importer) => client.has(importer))) {
      client.add(file);
      grown = true;
    }
  }
}

describe('client modules', () => {
  it("end in -client when only client code imports them or they say 'use client'", () => {
    const misnamed = [...client].filter((file) => file.startsWith('components/') && !/-client\.tsx?$/.test(file));
    expect(misnamed).toEqual([]);
  });

  it("say 'use client' only where a server module imports them", () => {
    const redundant = files.filter(
      (file) =>
        saysUseClient(file) &&
        (importers.get(file) ?? []).length > 0 &&
        importers.get(file)!.every((importer) => client.has(importer)),
    );
    expect(redundant).toEqual([]);
  });

  it('see both kinds of client module', () => {
    // The walk must read the imports it judges: some client modules are boundaries a server module imports, and
    // some are client code only through their importers.
    const boundaries = files.filter(saysUseClient).filter((f) => importers.get(f)?.some((by) => !client.has(by)));
    expect(boundaries.length).toBeGreaterThan(0);
    expect([...client].filter((file) => !saysUseClient(file)).length).toBeGreaterThan(0);
  });
});
