/**
 * Reads what a crawler reads from a page's static HTML, without a browser: the page check (scripts/check-pages.mjs)
 * and the specs ask it about metadata, JSON-LD and content, and keep the browser for what needs one. The HTML is
 * parsed as a browser parses it (parse5), so attribute order, quoting, character references and whitespace never
 * change what a check sees. Each helper takes the HTML or, to parse a page once for many questions, its document.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
export type Element = DefaultTreeAdapterMap['element'];
export type Document = DefaultTreeAdapterMap['document'];
/** A page's HTML, or its document once parsed. */
export type Html = string | Document;

const isElement = (node: Node): node is Element => 'tagName' in node;
const hasChildren = (node: Node): node is ParentNode => 'childNodes' in node;

/** The last page parsed: a spec asks several questions of the same HTML in a row, and each would parse it again. */
let last: { html: string; document: Document } | undefined;

/** The parsed document of the HTML (the document itself when given one). */
export function parseHtml(html: Html): Document {
  if (typeof html !== 'string') return html;
  if (last?.html !== html) last = { html, document: parse(html, { scriptingEnabled: false }) };
  return last.document;
}

/**
 * Every element below `root` in document order, or those `match` accepts; `skip` leaves out whole elements with
 * everything inside them. Like a browser's `querySelectorAll`, the inert contents of a `<template>` are not part of
 * the document and are not listed.
 */
export function elements(
  root: Node,
  match: (element: Element) => boolean = () => true,
  skip: (element: Element) => boolean = () => false,
): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && skip(node)) return;
    if (isElement(node) && match(node)) found.push(node);
    if (hasChildren(node)) for (const child of node.childNodes) visit(child);
  };
  if (hasChildren(root)) for (const child of root.childNodes) visit(child);
  return found;
}

/** An element's attributes by name (names lower case, values decoded; a bare attribute has the value ''). */
export function attributes(element: Element): Record<string, string> {
  return Object.fromEntries(element.attrs.map((a) => [a.name, a.value]));
}

/** Elements whose contents are never read as text: code, styles and inert templates. */
const NOT_TEXT = new Set(['script', 'style', 'template']);

/**
 * The text of a node, whitespace collapsed. `separator` goes between the texts of neighbouring nodes (a space where
 * words in separate elements must not run together), and `skip` leaves out whole elements, such as those marked
 * lang="en".
 */
export function textOf(node: Node, options: { separator?: string; skip?: (element: Element) => boolean } = {}): string {
  const parts: string[] = [];
  const visit = (n: Node) => {
    if (n.nodeName === '#text') parts.push((n as DefaultTreeAdapterMap['textNode']).value);
    else if (isElement(n) && (NOT_TEXT.has(n.tagName) || options.skip?.(n))) return;
    if (hasChildren(n)) for (const child of n.childNodes) visit(child);
  };
  visit(node);
  return parts
    .join(options.separator ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every piece of text a page shows or labels with, as written: each text node (scripts, styles and templates left
 * out) and each attribute value. A phrase the page holds is inside one of them, never split across elements.
 */
export function strings(html: Html): string[] {
  const found: string[] = [];
  const visit = (n: Node) => {
    if (n.nodeName === '#text') found.push((n as DefaultTreeAdapterMap['textNode']).value);
    if (isElement(n)) {
      if (NOT_TEXT.has(n.tagName)) return;
      for (const a of n.attrs) found.push(a.value);
    }
    if (hasChildren(n)) for (const child of n.childNodes) visit(child);
  };
  visit(parseHtml(html));
  return found;
}

/** The source text of a `<script>` (or `<style>`) as the browser runs and hashes it, not collapsed. */
export function rawText(element: Element): string {
  return element.childNodes.map((n) => (n as DefaultTreeAdapterMap['textNode']).value ?? '').join('');
}

/** The attributes of every `<tag>` in the HTML. */
export function tags(html: Html, tag: string): Record<string, string>[] {
  return elements(parseHtml(html), (e) => e.tagName === tag).map(attributes);
}

/** The content of the first `<meta>` whose `name` or `property` is `key` (undefined when there is none). */
export function meta(html: Html, key: string): string | undefined {
  return tags(html, 'meta').find((t) => t.name === key || t.property === key)?.content;
}

/** The text of the document's `<title>`. */
export function title(html: Html): string {
  const element = elements(parseHtml(html), (e) => e.tagName === 'title')[0];
  return element ? textOf(element) : '';
}

/** The parsed contents of every JSON-LD block (throws, naming the block, when one is not valid JSON). */
export function jsonLd(html: Html): unknown[] {
  const blocks = elements(
    parseHtml(html),
    (e) => e.tagName === 'script' && attributes(e).type?.trim().toLowerCase() === 'application/ld+json',
  );
  return blocks.map((block, i) => {
    try {
      return JSON.parse(rawText(block));
    } catch (error) {
      throw new Error(`JSON-LD block ${i + 1} is not valid JSON: ${(error as Error).message}`);
    }
  });
}

/** How many elements of this tag the HTML has. */
export function count(html: Html, tag: string): number {
  return elements(parseHtml(html), (e) => e.tagName === tag).length;
}

/** How many elements the document has, as a browser counts them once parsed. */
export function elementCount(html: Html): number {
  return elements(parseHtml(html)).length;
}

/** The text inside `<main>`, without scripts, styles and tags, words in separate elements kept apart. */
export function mainText(html: Html): string {
  const main = elements(parseHtml(html), (e) => e.tagName === 'main')[0];
  return main ? textOf(main, { separator: ' ' }) : '';
}

/**
 * Link texts that say nothing out of context, in both of the site's languages: search engines (and Lighthouse's
 * SEO audit) mark a page down for them, and a screen reader's list of links shows nothing else.
 */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'aquí',
  'aqui',
  'más',
  'mas',
  'más información',
  'mas informacion',
  'leer más',
  'ver más',
  'este enlace',
  'enlace',
  'empezar',
  'haga clic aquí',
]);

/** The text (visually hidden parts included) of each web link whose text is one of the generic phrases above. */
export function genericLinkTexts(html: Html): string[] {
  return elements(parseHtml(html), (e) => e.tagName === 'a')
    .filter((a) => !/^(mailto:|tel:|sms:|#)/.test(attributes(a).href ?? ''))
    .map((a) => textOf(a))
    .filter((text) => GENERIC_LINK_TEXTS.has(text.toLowerCase()));
}
