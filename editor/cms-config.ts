/**
 * The browser editor's (Decap CMS) configuration, derived from the build's front-matter schema: every field, its
 * label, hint, whether it is required and its pattern come from lib/posts/post-schema.ts, so what the editor lets
 * through and what the build accepts cannot drift apart. Only the Decap-specific details of a widget live here.
 */
import type { CmsBackend, CmsPublishMode } from '@/content/cms';
import { BLOG_FOLDER } from '@/editor/editor-rules';
import { PHOTO_DIR } from '@/lib/format/photo-names';
import { postFields, type FieldDefinition } from '@/lib/posts/post-schema';
import { studioFactsCollection } from '@/editor/studio-facts-form';
import { ownerCollections } from '@/editor/owner-forms';

/** Decap's github backend: the repository, GitHub's API and, for this repository's sign-in helper, its address. */
export type DecapBackend = CmsBackend & { api_root?: string; base_url?: string; auth_endpoint?: string };

/** Decap's local backend (decap-server), used only when the editor runs on localhost. */
export const DEFAULT_LOCAL_BACKEND_PORT = 8081;

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint: string;
  required: boolean;
  pattern?: [string, string];
  [option: string]: unknown;
};

/** Decap options a widget needs so it reads and writes exactly what the build reads. */
function widgetOptions(field: FieldDefinition): Record<string, unknown> {
  switch (field.widget) {
    case 'datetime':
      // A plain calendar date, written YYYY-MM-DD, no time and no time-zone shift.
      return { format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
    case 'list':
      return field.required ? { min: 1 } : {};
    case 'image':
      return { choose_url: false };
    case 'markdown':
      // Inline images would point at unpublished originals, and raw HTML is removed by the renderer anyway.
      return {
        modes: ['rich_text', 'raw'],
        editor_components: [],
        buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
      };
    default:
      return {};
  }
}

/** A post field without its per-language setting, for a list that writes one language only. */
function withoutI18n(field: CmsField): CmsField {
  const copy = { ...field };
  delete copy.i18n;
  return copy;
}

export function cmsFields(defaults: Record<string, string> = {}): CmsField[] {
  return postFields().map((field) => ({
    name: field.name,
    label: field.label,
    widget: field.widget,
    hint: field.hint,
    required: field.required,
    // Decap copies a shared field from the English post into the Spanish one; the others are written per language.
    i18n: field.shared ? 'duplicate' : true,
    ...(field.pattern ? { pattern: [field.pattern[0].source, field.pattern[1]] as [string, string] } : {}),
    ...(defaults[field.name] !== undefined ? { default: defaults[field.name] } : {}),
    ...widgetOptions(field),
  }));
}

/**
 * The languages of the blog, each a folder of content/blog: English (en) is the original an editor starts from,
 * Spanish (es) its optional translation under the same file name, which is what links the two.
 */
/** How both lists of posts store and show a post: one Markdown file each, newest first, as /blog lists them. */
const postList = {
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'title',
  summary: '{{publishDate}} · {{title}}',
  sortable_fields: [{ field: 'publishDate', label: 'Publish date', default_sort: 'desc' }, 'title'],
};

export const cmsI18n = { structure: 'multiple_folders', locales: ['en', 'es'], default_locale: 'en' } as const;

export type CmsConfigOptions = {
  backend: DecapBackend;
  /** How "Publish" saves a post (content/cms.ts); simple when not given. */
  publishMode?: CmsPublishMode;
  /** Port of `npm run cms`'s decap-server, when the page may reach it (only on localhost). */
  localBackendPort?: number;
  /** The public site (its own origin, not the editor's), for the editor's links to a published post. */
  siteUrl?: string;
  /** Author filled in for a new post. */
  author: string;
};

/**
 * The whole Decap configuration: the blog (content/blog/en/<slug>.md and content/blog/es/<slug>.md), posts in Spanish
 * only, and the owner's forms: Studio facts, Testimonials, Gallery and Videos.
 */
export function cmsConfig({
  backend,
  publishMode = 'simple',
  localBackendPort,
  siteUrl = '/',
  author,
}: CmsConfigOptions) {
  return {
    load_config_file: false,
    backend,
    publish_mode: publishMode,
    ...(localBackendPort ? { local_backend: { url: `http://127.0.0.1:${localBackendPort}/api/v1` } } : {}),
    media_folder: PHOTO_DIR,
    public_folder: 'photos',
    // A photo from a phone carries the GPS position it was taken at. The editor draws each upload upright on a canvas
    // and saves that, in the same format and at high quality, so no metadata ever reaches the repository.
    media_processing: { enabled: true, strip_metadata: true, quality: 92 },
    site_url: siteUrl,
    display_url: siteUrl,
    i18n: cmsI18n,
    collections: [
      {
        name: 'blog',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description:
          'Each post is one Markdown file per language: content/blog/en/ for English, content/blog/es/ for its Spanish edition, written in the Spanish column beside the English one. Publishing commits it; the site shows it after the next build.',
        folder: BLOG_FOLDER,
        i18n: true,
        ...postList,
        // A change under review links to the host's deploy preview of its pull request (the commit status whose
        // context names a deploy), opened at the post's own page.
        preview_path: 'blog/{{slug}}',
        fields: cmsFields({ author, publishDate: '{{now}}' }),
      },
      {
        // Decap's two-column editor needs the English file, so a post written in Spanish only is its own list: it
        // writes content/blog/es/<slug>.md alone, and opens every Spanish file (a translation too) on its own.
        name: 'blog-es',
        label: 'Posts in Spanish only',
        label_singular: 'Post in Spanish only',
        description:
          'A post written only in Spanish: it is saved as content/blog/es/<slug>.md and listed only under /es/blog. Every Spanish edition opens here too, on its own; to translate an English post, open it in "Blog posts" instead.',
        folder: `${BLOG_FOLDER}/es`,
        ...postList,
        fields: cmsFields({ author, publishDate: '{{now}}' }).map(withoutI18n),
      },
      studioFactsCollection(),
      ...ownerCollections(),
    ],
  };
}
