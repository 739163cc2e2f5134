import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig, cmsFields } from './cms-config';
import { locales } from '../lib/format/locale';
import { postFields, postFrontMatter } from '../lib/posts/post-schema';
import { studioFactsProblems } from './studio-facts-schema';

const config = cmsConfig({
  backend: { name: 'github', repo: 'studio/site', branch: 'main' },
  localBackendPort: 4405,
  author: 'Adriana Morales',
});
type FolderCollection = Extract<(typeof config.collections)[number], { folder: string }>;
const collection = (name: string) => config.collections.find((c) => c.name === name) as FolderCollection | undefined;
const blog = collection('blog');

describe('the editor configuration', () => {
  it('writes the files the build reads: content/blog/<language>/<slug>.md with front matter, photos into content/photos', () => {
    expect(blog).toMatchObject({
      folder: 'content/blog',
      extension: 'md',
      format: 'frontmatter',
      slug: '{{slug}}',
      create: true,
      i18n: true,
    });
    // One folder per language, named as the build reads them, English first as the original.
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: [...locales], default_locale: 'en' });
    expect(config).toMatchObject({ media_folder: 'content/photos', public_folder: 'photos', load_config_file: false });
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:4405/api/v1' });
    // Without a local backend port (a deployed editor) Decap is given none to try.
    expect(
      cmsConfig({ backend: { name: 'github', repo: 'studio/site', branch: 'main' }, author: 'A' }),
    ).not.toHaveProperty('local_backend');
    // Uploads are saved without their metadata (a phone photo's GPS position), in their own format.
    expect(config.media_processing).toMatchObject({ enabled: true, strip_metadata: true });
  });

  it('publishes as content/cms.ts says: straight to the branch by default, or through pull requests', () => {
    expect(config.publish_mode).toBe('simple');
    const reviewed = cmsConfig({
      backend: { name: 'github', repo: 'studio/site', branch: 'main' },
      publishMode: 'editorial_workflow',
      localBackendPort: 4405,
      author: 'A',
    });
    expect(reviewed.publish_mode).toBe('editorial_workflow');
  });

  it('links a published post to the public site and a post under review to its deploy preview page', () => {
    const deployed = cmsConfig({
      backend: { name: 'github', repo: 'studio/site', branch: 'main' },
      siteUrl: 'https://www.studio.example',
      author: 'A',
    });
    expect(deployed).toMatchObject({
      site_url: 'https://www.studio.example',
      display_url: 'https://www.studio.example',
    });
    expect(deployed.collections[0]).toMatchObject({ preview_path: 'blog/{{slug}}' });
  });

  it('lists posts newest first by their publish date, as /blog does, and can sort by title', () => {
    const sortable = blog!.sortable_fields as (string | { field: string; default_sort?: unknown })[];
    const defaults = sortable.filter((f) => typeof f === 'object' && f.default_sort !== undefined);
    expect(defaults).toEqual([expect.objectContaining({ field: 'publishDate', default_sort: 'desc' })]);
    expect(cmsFields().find((f) => f.name === 'publishDate')?.widget).toBe('datetime');
    expect(sortable.map((f) => (typeof f === 'string' ? f : f.field))).toEqual(['publishDate', 'title']);
  });

  it('has exactly the schema fields plus the body, in order, with the same required flags', () => {
    const fields = cmsFields();
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(postFrontMatter.shape), 'body']);
    expect(fields.map((f) => [f.name, f.required])).toEqual(postFields().map((f) => [f.name, f.required]));
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual([
      'title',
      'excerpt',
      'author',
      'publishDate',
      'tags',
      'featuredImage',
      'body',
    ]);
  });

  it("uses the schema's date pattern and writes plain YYYY-MM-DD dates", () => {
    const date = cmsFields().find((f) => f.name === 'publishDate');
    expect(date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    const [source, message] = date?.pattern ?? ['', ''];
    expect(new RegExp(source).test('2025-07-30')).toBe(true);
    expect(new RegExp(source).test('July 30, 2025')).toBe(false);
    expect(message).toMatch(/YYYY-MM-DD/);
  });

  it('asks for at least one tag, a photo for the featured image, and Markdown without inline images', () => {
    const byName = Object.fromEntries(blog!.fields.map((f) => [f.name, f]));
    expect(byName.tags).toMatchObject({ widget: 'list', min: 1 });
    expect(byName.featuredImage).toMatchObject({ widget: 'image', required: true });
    expect(byName.body).toMatchObject({ widget: 'markdown', editor_components: [] });
    expect(byName.author).toMatchObject({ default: 'Adriana Morales' });
  });

  it('lets each language write its own title, excerpt, tags and body, and copies the shared fields from English', () => {
    const byName = Object.fromEntries(blog!.fields.map((f) => [f.name, f.i18n]));
    expect(byName).toEqual({
      title: true,
      excerpt: true,
      author: 'duplicate',
      publishDate: 'duplicate',
      updated: 'duplicate',
      tags: true,
      featuredImage: 'duplicate',
      ogImage: 'duplicate',
      id: 'duplicate',
      body: true,
    });
  });
});

describe('a post written in Spanish only', () => {
  it('has its own list that writes content/blog/es/<slug>.md alone, with the same fields and rules as a post', () => {
    const spanish = collection('blog-es');
    expect(spanish).toMatchObject({ folder: 'content/blog/es', extension: 'md', format: 'frontmatter', create: true });
    expect(spanish).not.toHaveProperty('i18n');
    const fields = spanish!.fields as Record<string, unknown>[];
    expect(fields.map((f) => [f.name, f.required, f.pattern])).toEqual(
      cmsFields().map((f) => [f.name, f.required, f.pattern]),
    );
    expect(fields.filter((f) => 'i18n' in f)).toEqual([]);
  });
});

describe('the studio facts form', () => {
  const studio = config.collections.find((c) => c.name === 'studio') as unknown as {
    files: { file: string; format: string; fields: Field[] }[];
  };
  type Field = { name: string; widget: string; fields?: Field[]; pattern?: [string, string]; required?: boolean };
  const [facts] = studio.files;
  /** Every leaf field of the form by its path in the file: "hours.monday.open". */
  const leaves = (fields: Field[], prefix = ''): [string, Field][] =>
    fields.flatMap((f) =>
      f.fields ? leaves(f.fields, `${prefix}${f.name}.`) : [[`${prefix}${f.name}`, f] as [string, Field]],
    );
  const paths = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => paths(v, `${prefix}${k}.`))
      : [prefix.slice(0, -1)];

  it('edits content/studio.json as JSON, one field for every value of the file', () => {
    expect(facts).toMatchObject({ file: 'content/studio.json', format: 'json' });
    const saved = JSON.parse(readFileSync(path.join(process.cwd(), 'content/studio.json'), 'utf8'));
    expect(
      leaves(facts!.fields)
        .map(([p]) => p)
        .sort(),
    ).toEqual(paths(saved).sort());
  });

  it('lets through, field by field, what the build accepts, and stops what it refuses', () => {
    const saved = JSON.parse(readFileSync(path.join(process.cwd(), 'content/studio.json'), 'utf8'));
    const get = (p: string) => p.split('.').reduce<any>((v, k) => v?.[k], saved); // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const [p, field] of leaves(facts!.fields)) {
      if (!field.pattern) continue;
      const value = String(get(p));
      expect({ p, accepted: new RegExp(field.pattern[0]).test(value) }).toEqual({ p, accepted: true });
    }
    const typed = Object.fromEntries(leaves(facts!.fields).map(([p, f]) => [p, f]));
    expect(new RegExp(typed['hours.monday.open']!.pattern![0]).test('9am')).toBe(false);
    expect(new RegExp(typed['hours.sunday.open']!.pattern![0]).test('')).toBe(true);
    expect(new RegExp(typed['lengths.hydrafacial']!.pattern![0]).test('an hour')).toBe(false);
    // The build says the same about those values.
    const edited = structuredClone(saved);
    edited.hours.monday.open = '9am';
    edited.lengths.hydrafacial = 'an hour';
    expect(studioFactsProblems(edited)).toHaveLength(2);
  });
});
