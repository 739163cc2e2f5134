/**
 * The launch checklist at the top of the editor (/admin): what the publishing guard would stop a build for the
 * studio's real address on, in the owner's words, each with a link to the form that fixes it, and a line saying so
 * when nothing is left. It is the guard's own list (`launchItems`, site/checks/sample-guard.ts), which the build prints
 * too (scripts/check-samples.mjs), computed from the same files read from the repository's branch through the
 * backend the owner signed in with: what is live, so an item leaves the list once its change is published. It is
 * read again whenever she comes back to a list and after each save or publish.
 *
 * Everything it shows is text set with textContent: the files are data, whatever they hold.
 */
import { currentBackend } from 'decap-cms-core/dist/esm/backend';
import { store } from 'decap-cms-core/dist/esm/redux';
import { site } from '@/content/site';
import { formHref, launchItems, sampleGuardInput, type OwnerFiles } from '@/site/checks/sample-guard';
import { GALLERY_FILE } from '@/content/gallery';
import { TESTIMONIALS_FILE } from '@/content/testimonials';
import { STUDIO_FACTS_FILE } from '@/editor/studio-facts-schema';
import { VIDEOS_FILE } from '@/editor/videos-schema';

export const CHECKLIST_ID = 'launch-checklist';

const FILES = {
  studio: STUDIO_FACTS_FILE,
  testimonials: TESTIMONIALS_FILE,
  gallery: GALLERY_FILE,
  videos: VIDEOS_FILE,
} as const;

const STYLE = `
#${CHECKLIST_ID} { font: 15px/1.5 system-ui, sans-serif; background: #fff8ef; color: #2b2b2b; border-bottom: 1px solid #e7d9c7; }
#${CHECKLIST_ID} summary { cursor: pointer; padding: 10px 16px; font-weight: 600; max-width: 1440px; margin: 0 auto; }
#${CHECKLIST_ID} ol, #${CHECKLIST_ID} p { max-width: 1440px; margin: 0 auto; padding: 0 16px 12px 40px; }
#${CHECKLIST_ID} li { margin: 6px 0; }
#${CHECKLIST_ID} a { color: #7a3e12; font-weight: 600; margin-left: 6px; }
`;

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The panel, placed before the editor's own root (Decap mounts into #nc-root when the page has one). */
function panel(): HTMLDetailsElement {
  const existing = document.getElementById(CHECKLIST_ID);
  if (existing) return existing as HTMLDetailsElement;
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const details = document.createElement('details');
  details.id = CHECKLIST_ID;
  details.hidden = true;
  const root = document.getElementById('nc-root') ?? Object.assign(document.createElement('div'), { id: 'nc-root' });
  document.body.prepend(details, root);
  return details;
}

/**
 * True while a form is open: Decap lays its entry editor over the whole window, so the checklist shows with the
 * lists (the editor's home, each collection, the workflow) and comes back, read again, when she leaves the form.
 */
const inForm = () => /^#\/collections\/[^/]+\/(entries|new)\b/.test(window.location.hash);

function show(details: HTMLDetailsElement, summary: string, body: HTMLElement | null) {
  const heading = document.createElement('summary');
  heading.textContent = summary;
  details.replaceChildren(heading, ...(body ? [body] : []));
  details.hidden = inForm();
}

async function readFiles(): Promise<OwnerFiles> {
  const backend = currentBackend(store.getState().config);
  const entries = await Promise.all(
    Object.entries(FILES).map(async ([key, file]) => {
      const { data } = await backend.implementation.getEntry(file);
      return [key, JSON.parse(data)] as const;
    }),
  );
  return Object.fromEntries(entries) as OwnerFiles;
}

let reading = 0;

/** Reads the files and shows what is left; a newer reading replaces an older one that answers late. */
async function refresh(details: HTMLDetailsElement) {
  if (!store.getState().auth.user || inForm()) {
    details.hidden = true;
    return;
  }
  const mine = ++reading;
  let items;
  try {
    items = launchItems(sampleGuardInput(site, await readFiles(), new Date().toISOString().slice(0, 10)));
  } catch (error) {
    if (mine !== reading) return;
    const note = document.createElement('p');
    note.textContent = `The checklist could not read the site's files (${(error as Error).message}). Reload the page to try again.`;
    show(details, 'Launch checklist: not available right now', note);
    return;
  }
  if (mine !== reading) return;
  if (items.length === 0) {
    const note = document.createElement('p');
    note.textContent =
      'Nothing is left: every sample has been replaced and the review ratings are confirmed, so the site can be built for its real address.';
    show(details, 'Launch checklist: nothing left, the site is ready to launch', note);
    return;
  }
  const list = document.createElement('ol');
  for (const item of items) {
    const entry = document.createElement('li');
    entry.dataset.item = item.item;
    const link = document.createElement('a');
    link.href = formHref(item.form);
    link.textContent = `Open ${item.form.label}`;
    entry.append(`${capitalized(item.message)}.`, link);
    list.append(entry);
  }
  const left = items.length === 1 ? '1 thing' : `${items.length} things`;
  show(details, `Launch checklist: ${left} to do before the site can go live`, list);
}

/** Places the checklist and keeps it current: on sign-in, on each move within the editor, after saving or publishing. */
export function launchChecklist(cms: { registerEventListener(listener: { name: string; handler: () => void }): void }) {
  const details = panel();
  let signedIn = false;
  store.subscribe(() => {
    const now = Boolean(store.getState().auth.user);
    if (now !== signedIn) {
      signedIn = now;
      void refresh(details);
    }
  });
  window.addEventListener('hashchange', () => void refresh(details));
  for (const name of ['postSave', 'postPublish', 'postUnpublish'])
    cms.registerEventListener({ name, handler: () => void refresh(details) });
}
