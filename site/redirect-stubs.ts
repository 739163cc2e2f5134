/** Metadata of a link-variant stub page: canonical to the target, never indexed. */
import type { Metadata } from 'next';
import { servicesCopy } from '@/content/pages/services';
import { localeOfPath } from '@/lib/format/locale';
import { pageMetadata } from '@/site/metadata';
import { findRoute, redirectStubs } from '@/site/routes';

export function redirectTarget(from: string): string {
  const stub = redirectStubs.find((s) => s.from === from);
  if (!stub) throw new Error(`${from} is not a redirect stub in site/routes.ts`);
  return stub.to;
}

export function redirectStubMetadata(from: string): Metadata {
  const to = redirectTarget(from);
  const target = findRoute(to);
  const base = pageMetadata({
    title: `${target.title} (${servicesCopy[localeOfPath(from)].redirect.suffix})`,
    description: target.description,
    path: to,
  });
  return { ...base, robots: { index: false, follow: true }, alternates: { canonical: to } };
}
