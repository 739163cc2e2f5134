/**
 * The link variants (redirectStubs in site/routes.ts): each exported stub is a noindex page that sends the
 * visitor on with a meta refresh and a visible link in the target's language, and out/_redirects answers it with a
 * 301 on the hosts that read it (formerly e2e/services.spec.ts's requests).
 */
import { servicesCopy } from '../content/pages/services';
import { serviceNames, type ServiceSlug } from '../content/services';
import { localeOfPath } from '../lib/format/locale';
import { absoluteUrl } from '@/site/metadata';
import { fileText, type PageCheck, type SiteCheck } from './page-model';
import { attributes, elements, tags, textOf } from './static-html';

export const redirectChecks: PageCheck[] = [
  {
    name: 'redirect stub',
    applies: (page) => page.kind === 'stub',
    problems: (page, site) => {
      const to = site.redirectStubs.find((stub) => stub.from === page.path)!.to;
      const head = elements(page.document, (e) => e.tagName === 'head')[0];
      const metas = head ? elements(head, (e) => e.tagName === 'meta').map(attributes) : [];
      const problems: string[] = [];
      if (!metas.some((m) => m['http-equiv'] === 'refresh' && m.content === `0; url=${to}`))
        problems.push(`no meta refresh to ${to} in <head>`);
      const canonical = tags(page.document, 'link').find((l) => l.rel === 'canonical')?.href;
      if (canonical !== absoluteUrl(to))
        problems.push(`canonical URL ${canonical ?? 'missing'}, expected ${absoluteUrl(to)}`);
      if (!metas.some((m) => m.name === 'robots' && m.content?.startsWith('noindex'))) problems.push('not noindex');
      // The stub speaks the target's language: "Continue to HydraFacial", "Continuar: HydraFacial".
      const locale = localeOfPath(to);
      const text = servicesCopy[locale].redirect.continueTo(serviceNames[locale][to.split('/').pop() as ServiceSlug]);
      const links = elements(page.document, (e) => e.tagName === 'a' && attributes(e).href === to);
      if (!links.some((a) => textOf(a) === text)) problems.push(`no visible link "${text}" to ${to}`);
      return problems;
    },
  },
];

export const redirectSiteChecks: SiteCheck[] = [
  {
    name: '_redirects',
    problems: (site) => {
      const lines = (fileText(site.out, '_redirects') ?? '')
        .split('\n')
        .map((l) => l.trim().split(/\s+/).join(' '))
        .filter((l) => !l.startsWith('#'));
      return site.redirectStubs
        .filter((stub) => !lines.includes(`${stub.from} ${stub.to} 301`))
        .map((stub) => `_redirects: no "${stub.from} ${stub.to} 301"`);
    },
  },
];
