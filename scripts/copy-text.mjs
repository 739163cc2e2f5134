/**
 * The site's copy by language, read from the source without running it: every string and template literal of the
 * content/ TypeScript files, sorted into Spanish and English by where it sits, and the Markdown posts by their folder.
 * The spell check (scripts/spell-check.mjs) and the Spanish term count (scripts/spanish-terms.mjs) both read it.
 *
 * A copy file keeps both languages side by side, so the language of a string is decided by its nearest enclosing
 * name: an `es` object or property, or a name ending in `Es` (`const es`, `es: {...}`, `injectorEs`, `listEs`), is
 * Spanish; `en` is English; a call whose last argument is 'es' (a testimonial written in Spanish) is Spanish.
 * Anything else is English. Template placeholders (`${name}`) read as a blank.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files under a folder (relative to the repository), recursively. */
function filesUnder(dir) {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    return statSync(path.join(root, rel)).isDirectory() ? filesUnder(rel) : [rel];
  });
}

/** The copy files: content/ TypeScript (tests and type declarations aside) and the posts. */
export function copyFiles() {
  const all = filesUnder('content');
  return {
    ts: all.filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$|\.d\.mts$|spanish-glossary/.test(f)).sort(),
    md: all.filter((f) => f.endsWith('.md')).sort(),
  };
}

/** A string that names something rather than saying it: a slug, a path, a file, a URL, a key. */
const notCopy = (text) => !/\s/.test(text) && (/[/.#:_]|^[a-z0-9]+(-[a-z0-9]+)+$/.test(text) || /^[a-z]+[A-Z]\w*$/.test(text));

function nameOf(node) {
  const name = node.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** 'es', 'en' or undefined: what a node's own name says about the language of what it holds. */
function languageOfName(name) {
  if (name === undefined) return undefined;
  if (name === 'es' || /[a-z]Es$/.test(name)) return 'es';
  if (name === 'en' || /[a-z]En$/.test(name)) return 'en';
  return undefined;
}

function languageOf(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at) || ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) {
      const lang = languageOfName(nameOf(at));
      if (lang) return lang;
    }
    if (ts.isCallExpression(at)) {
      const last = at.arguments.at(-1);
      if (last && ts.isStringLiteral(last) && (last.text === 'es' || last.text === 'en')) return last.text;
    }
  }
  return 'en';
}

/** A string that is not copy by its position: a property key, an import, a type, a `lang`/`locale` value. */
function skipped(node) {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) || ts.isBinaryExpression(parent)) return true;
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression) && /^(replace|replaceAll|split|join|startsWith|endsWith|includes|test)$/.test(parent.expression.name.text)) return true;
  return false;
}

/** The text of a template literal with each placeholder as a blank. */
function templateText(node) {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

/**
 * Every piece of copy of one TypeScript file: { lang, line (1-based), text }.
 * @param {string} file relative to the repository
 */
export function tsStrings(file, source = readFileSync(path.join(root, file), 'utf8')) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out = [];
  const visit = (node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
    if (literal && !skipped(node)) {
      const text = ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node) ? templateText(node) : node.text;
      if (/\p{L}/u.test(text) && !notCopy(text) && text !== 'es' && text !== 'en') {
        out.push({ lang: languageOf(node), line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * A Markdown post as checkable text: the body as written, and of the front matter only the values (the keys are
 * field names, not copy), each on its own line so line numbers still match the file.
 */
export function postText(source) {
  const lines = source.split('\n');
  if (lines[0] !== '---') return source;
  const end = lines.indexOf('---', 1);
  return lines
    .map((line, i) => (i > 0 && i < end ? line.replace(/^\s*[\w-]+:\s*/, '').replace(/^\s*-\s*/, '') : i <= end ? '' : line))
    .join('\n');
}

/** The language of a post: its folder under content/blog. */
export const postLanguage = (file) => (file.includes(`${path.sep}es${path.sep}`) ? 'es' : 'en');

/**
 * One language's copy of a file as a text with every piece on its own source line (the rest blank), so a checker
 * that reads it reports the file's own line numbers.
 */
export function languageText(file, lang) {
  const source = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.md')) return postLanguage(file) === lang ? postText(source) : '';
  const lines = source.split('\n').map(() => '');
  for (const piece of tsStrings(file, source)) {
    if (piece.lang !== lang) continue;
    piece.text.split('\n').forEach((part, i) => {
      const at = piece.line - 1 + i;
      lines[at] = `${lines[at] ?? ''} ${part}`;
    });
  }
  return lines.join('\n');
}
