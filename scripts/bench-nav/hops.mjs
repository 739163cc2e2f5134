/** The hops the benchmark times, each cold and at its limit, the back/forward runs and the three-page visit. */
import {
  arrival,
  inCurrentPage,
  inMenu,
  load,
  newPage,
  phoneTab,
  startTrace,
  tap,
  tapInCurrentPage,
  visible,
} from './drive.mjs';
import { base, PAUSE_MS, sleep } from './options.mjs';
import { bytes, reports, resetBytes, setPrepare } from './proxy.mjs';

/** The hop through the mobile menu's language switch, from a page to its counterpart. */
const languageSwitch = (direction, from, to) => ({
  name: `language switch ${direction} (${from})`,
  from,
  menu: true,
  link: (s) => inMenu(s, 'a[data-language-switch]'),
  to,
});

// Each hop: where it starts, how to find the link (a rule, never today's content) and where it must land.
export const hops = [
  {
    name: '/ -> /services (header menu)',
    from: '/',
    menu: true,
    link: (s) => inMenu(s, 'a[href="/services"]'),
    to: '/services',
  },
  {
    name: '/services -> /services/hydrafacial',
    from: '/services',
    link: (s) => visible(s, 'main a[href="/services/hydrafacial"]'),
    to: '/services/hydrafacial',
  },
  {
    name: '/blog -> a post',
    from: '/blog',
    link: (s) => visible(s, 'main a[href^="/blog/"]:not([href^="/blog/tag"]):not([href^="/blog/page"])'),
    to: /^\/blog\/[^/]+$/,
  },
  {
    name: '/es -> a Spanish service page',
    from: '/es',
    link: (s) => visible(s, 'main a[href^="/es/services/"]'),
    to: /^\/es\/services\/[^/]+$/,
  },
  {
    name: 'a post -> its suggested service page',
    from: 'post',
    link: (s) => visible(s, 'main a[data-likely-next][href^="/services/"]'),
    to: /^\/services\/[^/]+$/,
  },
  languageSwitch('en -> es', '/services', '/es/services'),
  languageSwitch('es -> en', '/es/services', '/services'),
];

export async function firstPost(browser) {
  const s = await newPage(browser);
  await s.page.goto(`${base}/blog`);
  const href = await (await hops[2].link(s)).evaluate((a) => a.getAttribute('href'));
  await s.context.close();
  return href;
}

export async function hopRun(browser, hop, from) {
  const s = await newPage(browser);
  try {
    await load(s, from, hop);
    // The link first: finding a menu link taps the menu button, and that tap is not the hop's.
    const link = await hop.link(s);
    const likely = await link.evaluate((a) => a.hasAttribute('data-likely-next'));
    let since = reports.length;
    await tap(s, link);
    const cold = await arrival(hop.to, since);
    await sleep(PAUSE_MS);
    // The limit: the same hop once its target is prepared, from a fresh load of the source in a new tab of the same
    // context (a tab that activated a prerendered page is not driven further: see inCurrentPage): the target is in
    // the cache, and the source page asks for it to be prerendered at once (a Speculation-Rules header added here),
    // which a document navigation then activates; a client-side navigation does not use it.
    const t = { context: s.context, page: await phoneTab(s.context) };
    setPrepare(cold.path);
    try {
      await load(t, from, hop);
    } finally {
      setPrepare(null);
    }
    const warmLink = await hop.link(t);
    since = reports.length;
    const trace = await startTrace(browser);
    await tap(t, warmLink);
    const warm = await arrival(hop.to, since);
    await trace?.save();
    return { cold, warm, likely };
  } finally {
    await s.context.close();
  }
}

/**
 * Back and forward between /services and a service page, each after a 4 s pause; the limit is the second time.
 * history.back()/forward() run in the page (inCurrentPage).
 */
export async function historyRun(browser) {
  const s = await newPage(browser);
  const go = async (dir, target) => {
    await sleep(PAUSE_MS);
    const since = reports.length;
    await inCurrentPage(s, (cdp) =>
      cdp.send('Runtime.evaluate', { expression: `window.__benchHistory(${JSON.stringify(dir)})` }).catch(() => {}),
    );
    return arrival(target, since);
  };
  try {
    await load(s, '/services', hops[1]);
    const since = reports.length;
    await tap(s, await hops[1].link(s));
    await arrival('/services/hydrafacial', since);
    const back = await go('back', '/services');
    const forward = await go('forward', '/services/hydrafacial');
    const back2 = await go('back', '/services');
    const forward2 = await go('forward', '/services/hydrafacial');
    return { back: { cold: back, warm: back2 }, forward: { cold: forward, warm: forward2 } };
  } finally {
    await s.context.close();
  }
}

export async function visitBytes(browser) {
  const s = await newPage(browser);
  try {
    resetBytes();
    await load(s, '/');
    let since = reports.length;
    await tap(s, await hops[0].link(s));
    await arrival('/services', since);
    since = reports.length;
    await tapInCurrentPage(s, 'main a[href="/services/hydrafacial"]');
    await arrival('/services/hydrafacial', since);
    await sleep(PAUSE_MS);
    return { total: bytes.total, requests: bytes.requests, byType: Object.fromEntries(bytes.byType) };
  } finally {
    await s.context.close();
  }
}
