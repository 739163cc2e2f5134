/**
 * The gray-matter the /admin bundle gives Decap CMS: it reads by the build's rules (lib/posts/front-matter.ts) with the
 * YAML parser Decap passes in, and writes YAML only.
 */
import matter from './admin-gray-matter';

/** Stands in for Decap's YAML engine, recording what it is handed. */
const decapYaml = {
  parse: (yaml: string) => ({ handed: yaml }),
  stringify: (data: object) =>
    Object.entries(data)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n'),
};

describe("the editor's front-matter reader", () => {
  it("hands the YAML block to Decap's parser and the rest back as the body, CRLF and BOM included", () => {
    for (const source of ['---\ntitle: A\n---\nBody\n', '\uFEFF---\r\ntitle: A\r\n---\r\nBody\r\n']) {
      expect(matter(source, { engines: { yaml: decapYaml } })).toMatchObject({
        data: { handed: 'title: A' },
        content: 'Body\n',
      });
    }
  });

  it.each([
    '---js\n({ title: "ran" })\n---\nBody\n',
    '--- javascript\n({})\n---\n',
    '---JS\r\n({})\r\n---\r\n',
    '+++\ntitle = "A"\n+++\n',
  ])('refuses %j before any parser sees it', (source) => {
    let handed = false;
    const spy = { parse: () => ((handed = true), {}) };
    expect(() => matter(source, { engines: { yaml: spy, javascript: spy, js: spy, toml: spy } })).toThrow(
      /must start with a line of exactly "---"/,
    );
    expect(handed).toBe(false);
  });

  it.each([
    'title: !!js/function "function () { return 1 }"',
    'title: !!js/undefined ""',
    'title: !!python/object:os.system "ls"',
  ])("refuses a code tag the build refuses (%s) before Decap's parser sees it", (field) => {
    let handed = false;
    const spy = { parse: () => ((handed = true), {}) };
    expect(() => matter(`---\n${field}\n---\nBody\n`, { engines: { yaml: spy } })).toThrow(
      /is not valid YAML \(unknown tag/,
    );
    expect(handed).toBe(false);
  });

  it('writes YAML front matter, and nothing else', () => {
    expect(matter.stringify('Body', { title: 'A' }, { engines: { yaml: decapYaml }, language: 'yaml' })).toBe(
      '---\ntitle: A\n---\nBody\n',
    );
    // A body that itself opens with a front-matter fence is kept as written, not read as front matter.
    expect(matter.stringify('---js\nx\n---\n', { title: 'A' }, { engines: { yaml: decapYaml } })).toBe(
      '---\ntitle: A\n---\n---js\nx\n---\n',
    );
    expect(() => matter.stringify('Body', { title: 'A' }, { engines: { yaml: decapYaml }, language: 'toml' })).toThrow(
      'only YAML front matter is written',
    );
  });
});
