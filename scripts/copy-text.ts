/**
 * The site's copy by language, read from the source without running it: every string and template literal of the
 * content/ TypeScript files, sorted into Spanish and English by where it sits, and the Markdown posts by their folder.
 * The spell check (scripts/spell-check.mjs) and the Spanish term count (scripts/spanish-terms.mjs) both read it.
 *
 * A copy file keeps both languages side by side, so the language of a string is decided by its nearest enclosing
 * name: an `es` object or property, or a name ending in `Es` (`const es`, `es: {...}`), is
 * Spanish; `en` is English; a call whose last argument is 'es' (a testimonial written in Spanish) is Spanish.
 * Anything else is English, except in a file named `*-es.ts`, which is Spanish throughout. A line that mixes the
 * languages on purpose says so in a comment, `// spelling: es` or `// spelling: en es` (either language's words).
 * Values that name rather than say (`icon`, `slug`, `tone`...) are left out. Template placeholders (`${name}`) read
 * as a blank.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { postText } from '../lib/posts/post-prose';

type Lang = 'en' | 'es';
export type CopyPiece = { lang: Lang | 'both'; line: number; text: string; key: string | undefined };

/** The repository; COPY_ROOT reads another copy of content/ (scripts/spanish-terms.mjs --compare). */
export const root: string = process.env.COPY_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files under a folder (relative to `base`, the repository by default), recursively. */
function filesUnder(dir: string, base = root): string[] {
  if (!existsSync(path.join(base, dir))) return [];
  return readdirSync(path.join(base, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    return statSync(path.join(base, rel)).isDirectory() ? filesUnder(rel, base) : [rel];
  });
}

/**
 * The copy files: content/ TypeScript (tests and type declarations aside) and the posts, plus the few words written
 * into app/ and components/ (English: Spanish words live in content/).
 */
export function copyFiles(base = root): { ts: string[]; md: string[]; code: string[] } {
  const all = filesUnder('content', base);
  const code = ['app', 'components']
    .flatMap((dir) => filesUnder(dir, base))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  return {
    code: code.sort(),
    // The glossary, the editorial bans and the facts told one way are data about wording (wrong forms included), not copy.
    ts: all.filter((f) => f.endsWith('.ts') && !/\.test\.ts$|spanish-glossary|editorial-bans|one-story/.test(f)).sort(),
    md: all.filter((f) => f.endsWith('.md')).sort(),
  };
}

/** A string that names something rather than saying it: a slug, a path, a file, a URL, a key. */
const notCopy = (text: string) => {
  if (!/\s/.test(text)) return /[/.#:_]|^-*[a-z0-9]+(-[a-z0-9]+)+$/.test(text) || /^[a-z]+[A-Z]\w*$/.test(text);
  // A list of CSS classes: most of its words have a dash, a colon or a bracket.
  const words = text.trim().split(/\s+/);
  return (
    words.every((w) => /^[a-z0-9:[\]=_/.%()&!-]+$/.test(w)) &&
    words.filter((w) => /[-:[]/.test(w)).length > words.length / 2
  );
};

function nameOf(node: ts.Node): string | undefined {
  const name = (node as ts.Node & { name?: ts.Node }).name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** 'es', 'en' or undefined: what a node's own name says about the language of what it holds. */
function languageOfName(name: string | undefined): Lang | undefined {
  if (name === undefined) return undefined;
  if (name === 'es' || /[a-z]Es$/.test(name)) return 'es';
  if (name === 'en' || /[a-z]En$/.test(name)) return 'en';
  return undefined;
}

function languageOf(node: ts.Node, file: string): Lang {
  for (let at = node.parent; at; at = at.parent) {
    if (
      ts.isPropertyAssignment(at) ||
      ts.isVariableDeclaration(at) ||
      ts.isFunctionDeclaration(at) ||
      ts.isMethodDeclaration(at)
    ) {
      const lang = languageOfName(nameOf(at));
      if (lang) return lang;
    }
    if (ts.isJsxElement(at)) {
      const lang = at.openingElement.attributes.properties.find(
        (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === 'lang',
      );
      const value = lang?.initializer && ts.isStringLiteral(lang.initializer) ? lang.initializer.text : undefined;
      if (value === 'es' || value === 'en') return value;
    }
    if (ts.isCallExpression(at)) {
      const last = at.arguments.at(-1);
      if (last && ts.isStringLiteral(last) && (last.text === 'es' || last.text === 'en')) return last.text;
    }
  }
  return /-es\.ts$/.test(file) ? 'es' : 'en';
}

/** Properties whose values are identifiers, not copy. */
const NAMING_KEYS = new Set([
  'icon',
  'slug',
  'id',
  'kind',
  'tone',
  'lang',
  'locale',
  'href',
  'path',
  'artwork',
  'heroArtwork',
  'image',
  'src',
  'ogImage',
  'faqName',
  'treatment',
  'catalogItemType',
  'schemaType',
  'serviceType',
  'variant',
  'type',
  'day',
  'open',
  'close',
  'formId',
  'query',
  'rel',
  'target',
  'quality',
  'variable',
  'className',
]);

/** A string that is not copy by its position: a property key, an import, a type, a `lang`/`locale` value. */
function skipped(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (
    (ts.isPropertyAssignment(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) &&
    NAMING_KEYS.has(nameOf(parent) ?? '')
  )
    return true;
  // JSX attributes other than the ones people read or hear (class names, ids, test ids, URLs...).
  const attribute = ts.isJsxExpression(parent) ? parent.parent : parent;
  if (
    ts.isJsxAttribute(attribute) &&
    !/^(alt|title|aria-label|aria-description|placeholder|label)$/.test(attribute.name.getText())
  )
    return true;
  if (
    ts.isCallExpression(parent) &&
    /^(cn|clsx|require|import|querySelector|querySelectorAll|getElementById|getAttribute|setAttribute|hasAttribute|removeAttribute|addEventListener|removeEventListener|matchMedia|createElement|Error)$/.test(
      parent.expression.getText().split('.').at(-1) ?? '',
    )
  )
    return true;
  if (ts.isElementAccessExpression(parent) || ts.isBinaryExpression(parent)) return true;
  if (
    ts.isCallExpression(parent) &&
    ts.isPropertyAccessExpression(parent.expression) &&
    /^(replace|replaceAll|split|join|startsWith|endsWith|includes|test)$/.test(parent.expression.name.text)
  )
    return true;
  return false;
}

/** The name of the property that holds a string, however deep in arrays ("keywords"). */
function keyOf(node: ts.Node): string | undefined {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at)) return nameOf(at);
    if (!ts.isArrayLiteralExpression(at) && !ts.isParenthesizedExpression(at) && !ts.isAsExpression(at))
      return undefined;
  }
  return undefined;
}

/** The text of a template literal with each placeholder as a blank. */
function templateText(node: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

/**
 * Every piece of copy of one TypeScript file (relative to the repository): { lang, line (1-based), text, key (the
 * property holding it) }.
 */
export function tsStrings(file: string, source = readFileSync(path.join(root, file), 'utf8')): CopyPiece[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: CopyPiece[] = [];
  const lines = source.split('\n');
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node) ||
      ts.isJsxText(node);
    if (literal && !skipped(node)) {
      const text =
        ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)
          ? templateText(node)
          : ts.isJsxText(node)
            ? node.text.replace(/&[a-z]+;/g, ' ')
            : node.text;
      if (/\p{L}/u.test(text) && !notCopy(text) && text !== 'es' && text !== 'en') {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        const marked = /\/\/\s*spelling:\s*(en es|es en|es|en)\s*$/.exec(lines[line - 1] ?? '')?.[1];
        const lang = marked ? (marked.length > 2 ? 'both' : (marked as Lang)) : languageOf(node, file);
        out.push({ lang, line, text, key: keyOf(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The language of a post: its folder under content/blog. */
export const postLanguage = (file: string): Lang => (file.includes(`${path.sep}es${path.sep}`) ? 'es' : 'en');

/**
 * One language's copy of a file as a text with every piece on its own source line (the rest blank), so a checker
 * that reads it reports the file's own line numbers.
 */
const parsed = new Map<string, CopyPiece[]>();

export function languageText(file: string, lang: Lang | 'both'): string {
  const source = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.md')) return postLanguage(file) === lang ? postText(source) : '';
  if (!parsed.has(file)) parsed.set(file, tsStrings(file, source));
  const lines = source.split('\n').map(() => '');
  for (const piece of parsed.get(file) ?? []) {
    if (piece.lang !== lang) continue;
    piece.text.split('\n').forEach((part, i) => {
      const at = piece.line - 1 + i;
      lines[at] = `${lines[at] ?? ''} ${part}`;
    });
  }
  return lines.join('\n');
}
