import { escapeHtml } from '#shared/html.ts';

/**
 * Rich text as the editorial desk stores it and the public pages show it (issue 23 §6, decision
 * 0118). Editors write in a ProseMirror editor whose document is JSON; what reaches a page is never
 * that JSON as given, and never HTML from an editor: `sanitizeRichText` walks the JSON once and
 * keeps only the nodes, marks and attributes of an allow-list, in a small typed tree; the two
 * renderers (`richTextToHtml` here for feeds, `RichTextView` in the client for pages) only ever
 * see that tree, so neither can be handed a `<script>`, an event attribute, a style or a
 * `javascript:` link.
 *
 * Linear in its input: one pass, each node visited once, with caps on depth, node count and text
 * length (past them the rest is dropped and counted), so a hostile document costs what its size
 * costs and cannot exhaust the stack.
 */

export type Mark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'strike' }
  | { type: 'code' }
  | { type: 'link'; href: string; external: boolean };

export type Inline = { type: 'text'; text: string; marks: Mark[] } | { type: 'hardBreak' };

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'heading'; level: HeadingLevel; content: Inline[] }
  | { type: 'bulletList'; items: Block[][] }
  | { type: 'orderedList'; start: number; items: Block[][] }
  | { type: 'blockquote'; content: Block[] }
  | { type: 'codeBlock'; language: string | null; text: string }
  | { type: 'image'; src: string; alt: string; width: number; height: number }
  | { type: 'horizontalRule' };

/** The page's title is its `h1`; an entry's own headings start at `h2`. */
export type HeadingLevel = 2 | 3 | 4;

export type RichText = Block[];

export interface SanitizeOptions {
  /** Whether an image address is one the site serves (its media store); others are dropped. */
  isImageSource?: (src: string) => boolean;
}

export interface Sanitized {
  doc: RichText;
  /** Nodes, marks or attributes left out (unknown, unsafe or past a limit): 0 for a clean input. */
  dropped: number;
  /** Whether the node or text budget ran out (a too long document, not a disallowed one). */
  overLimit: boolean;
}

/** Lists in lists in quotes: deeper than this is not writing, it is an attack on the stack. */
export const RICH_TEXT_MAX_DEPTH = 16;
/** Nodes of one document, all kinds: a long article has a few thousand. */
export const RICH_TEXT_MAX_NODES = 20_000;
/** Characters of text in one document (about 60 printed pages). */
export const RICH_TEXT_MAX_TEXT = 200_000;

/** The media store's own addresses: `/media/<id>.<ext>` (decision 0118). */
export const mediaPath = /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const languagePattern = /^[a-z0-9][a-z0-9+#.-]{0,19}$/;
// C0 controls but tab and line feed, DEL and the C1 controls: never meant as text.
// eslint-disable-next-line no-control-regex -- the point is to match control characters
const controls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Half of a surrogate pair is no character: U+FFFD, as String#toWellFormed (ES2024) would give.
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

interface Walk {
  overLimit: boolean;
  nodes: number;
  text: number;
  dropped: number;
  isImageSource: (src: string) => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const childrenOf = (node: Record<string, unknown>): unknown[] =>
  Array.isArray(node.content) ? node.content : [];

/** Keeps the allow-listed part of a ProseMirror document (Tiptap's JSON), never throwing. */
export function sanitizeRichText(input: unknown, options: SanitizeOptions = {}): Sanitized {
  const walk: Walk = {
    overLimit: false,
    nodes: 0,
    text: 0,
    dropped: 0,
    isImageSource: options.isImageSource ?? ((src) => mediaPath.test(src)),
  };
  if (!isRecord(input) || input.type !== 'doc') return { doc: [], dropped: 1, overLimit: false };
  const doc = blocks(childrenOf(input), walk, 1);
  return { doc, dropped: walk.dropped, overLimit: walk.overLimit };
}

/** Counts a node against the document's budget; false once it is spent. */
function admit(walk: Walk, depth: number): boolean {
  if (depth > RICH_TEXT_MAX_DEPTH || walk.nodes >= RICH_TEXT_MAX_NODES) {
    if (walk.nodes >= RICH_TEXT_MAX_NODES) walk.overLimit = true;
    walk.dropped++;
    return false;
  }
  walk.nodes++;
  return true;
}

function blocks(list: unknown[], walk: Walk, depth: number): Block[] {
  const out: Block[] = [];
  for (const node of list) {
    const block = blockOf(node, walk, depth);
    // An empty paragraph is spacing, which is the page's job (the editor keeps one last to type
    // after a block): left out, not counted as dropped.
    if (block && !(block.type === 'paragraph' && block.content.length === 0)) out.push(block);
  }
  return out;
}

/**
 * The attributes Tiptap 3 writes for each allowed node and mark (`editor.getJSON()`), and for
 * those no renderer reads, the only values it writes (its defaults): anything else (a `style`,
 * `class`, `on*` or `target` that Tiptap would not write) is counted as dropped, so the desk's
 * API can refuse it rather than store what the page would not show (issue 23 §6, decision 0121).
 * `read` marks an attribute the walker itself checks.
 */
const read = 'read';
const knownAttrs: Record<string, Record<string, typeof read | readonly unknown[]>> = {
  heading: { level: read },
  orderedList: { start: read, type: [null] },
  codeBlock: { language: read },
  image: { src: read, alt: read, width: read, height: read, title: [null] },
  link: {
    href: read,
    target: [null, '_blank'],
    rel: [null, 'noopener noreferrer nofollow', 'noopener noreferrer', 'noopener'],
    class: [null],
    title: [null],
  },
};
const nodeKeys = new Set(['type', 'attrs', 'content', 'marks', 'text']);

/** Counts the keys and attributes of a node or mark that Tiptap would not write. */
function strayParts(node: Record<string, unknown>, walk: Walk): void {
  for (const key of Object.keys(node)) if (!nodeKeys.has(key)) walk.dropped++;
  if (node.attrs === undefined) return;
  if (!isRecord(node.attrs)) {
    walk.dropped++;
    return;
  }
  const allowed = knownAttrs[typeof node.type === 'string' ? node.type : ''] ?? {};
  for (const [name, value] of Object.entries(node.attrs)) {
    const rule = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (rule === undefined || (rule !== read && !rule.includes(value))) walk.dropped++;
  }
}

function blockOf(node: unknown, walk: Walk, depth: number): Block | undefined {
  if (!isRecord(node) || !admit(walk, depth)) {
    if (!isRecord(node)) walk.dropped++;
    return undefined;
  }
  strayParts(node, walk);
  const attrs = isRecord(node.attrs) ? node.attrs : {};
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', content: inlines(childrenOf(node), walk, depth + 1) };
    case 'heading':
      // Pages show any level (h1 as h2, h5 and h6 as h4), but the editor writes 2 to 4 only.
      if (attrs.level !== 2 && attrs.level !== 3 && attrs.level !== 4) walk.dropped++;
      return {
        type: 'heading',
        level: headingLevel(attrs.level),
        content: inlines(childrenOf(node), walk, depth + 1),
      };
    case 'bulletList':
      return { type: 'bulletList', items: listItems(childrenOf(node), walk, depth + 1) };
    case 'orderedList': {
      const start = wholeNumber(attrs.start, 1, 1_000_000);
      if (start === undefined && attrs.start !== undefined) walk.dropped++;
      return {
        type: 'orderedList',
        start: start ?? 1,
        items: listItems(childrenOf(node), walk, depth + 1),
      };
    }
    case 'blockquote':
      return { type: 'blockquote', content: blocks(childrenOf(node), walk, depth + 1) };
    case 'codeBlock': {
      const language =
        typeof attrs.language === 'string' && languagePattern.test(attrs.language)
          ? attrs.language
          : null;
      if (language === null && attrs.language !== undefined && attrs.language !== null) {
        walk.dropped++;
      }
      // Code keeps its line breaks and nothing else: the text of its text children.
      const text = childrenOf(node)
        .map((child) => {
          if (isRecord(child) && child.type === 'text' && noMarks(child.marks)) {
            return textOf(child.text, walk);
          }
          walk.dropped++;
          return '';
        })
        .join('');
      return { type: 'codeBlock', language, text };
    }
    case 'image':
      return imageOf(attrs, walk);
    case 'horizontalRule':
      return { type: 'horizontalRule' };
    default:
      walk.dropped++;
      return undefined;
  }
}

// Code is plain text: a mark inside a code block would be dropped, so it is counted.
const noMarks = (marks: unknown) =>
  marks === undefined || (Array.isArray(marks) && marks.length === 0);

function listItems(list: unknown[], walk: Walk, depth: number): Block[][] {
  const items: Block[][] = [];
  for (const item of list) {
    if (!isRecord(item) || item.type !== 'listItem') {
      walk.dropped++;
      continue;
    }
    if (!admit(walk, depth)) continue;
    strayParts(item, walk);
    items.push(blocks(childrenOf(item), walk, depth + 1));
  }
  return items;
}

function imageOf(attrs: Record<string, unknown>, walk: Walk): Block | undefined {
  const src = typeof attrs.src === 'string' ? attrs.src : '';
  const alt = typeof attrs.alt === 'string' ? textOf(attrs.alt, walk).trim() : '';
  const width = wholeNumber(attrs.width, 1, 10_000);
  const height = wholeNumber(attrs.height, 1, 10_000);
  // Width and height keep the layout still while it loads (CLS 0); the alt text is required.
  if (!walk.isImageSource(src) || !alt || !width || !height) {
    walk.dropped++;
    return undefined;
  }
  return { type: 'image', src, alt, width, height };
}

function inlines(list: unknown[], walk: Walk, depth: number): Inline[] {
  const out: Inline[] = [];
  for (const node of list) {
    if (!isRecord(node) || !admit(walk, depth)) {
      if (!isRecord(node)) walk.dropped++;
      continue;
    }
    strayParts(node, walk);
    if (node.type === 'hardBreak') {
      out.push({ type: 'hardBreak' });
    } else if (node.type === 'text') {
      const text = textOf(node.text, walk);
      if (text) out.push({ type: 'text', text, marks: marksOf(node.marks, walk) });
    } else {
      walk.dropped++;
    }
  }
  return out;
}

function marksOf(value: unknown, walk: Walk): Mark[] {
  if (!Array.isArray(value)) return [];
  const marks: Mark[] = [];
  const seen = new Set<string>();
  for (const mark of value) {
    const kept = isRecord(mark) ? markOf(mark) : undefined;
    if (kept && isRecord(mark)) strayParts(mark, walk);
    // One of each kind: a mark repeated 10,000 times is not 10,000 nested elements.
    if (!kept || seen.has(kept.type)) {
      walk.dropped++;
      continue;
    }
    seen.add(kept.type);
    marks.push(kept);
  }
  return marks;
}

function markOf(mark: Record<string, unknown>): Mark | undefined {
  switch (mark.type) {
    case 'bold':
    case 'italic':
    case 'strike':
    case 'code':
      return { type: mark.type };
    case 'link': {
      const href = isRecord(mark.attrs) ? safeHref(mark.attrs.href) : undefined;
      return href && { type: 'link', ...href };
    }
    default:
      return undefined;
  }
}

/**
 * A link's address, or undefined: http(s) and mailto addresses, paths of this site (`/…`, not
 * `//host`) and fragments. Read by the WHATWG URL parser, the one browsers use, so no spelling of
 * `javascript:` (tabs inside it, entities, capitals) reads differently here and in a browser.
 */
export function safeHref(value: unknown): { href: string; external: boolean } | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || text.length > 2000) return undefined;
  if (text.startsWith('#')) {
    return /^#[A-Za-z0-9_-]{1,100}$/.test(text) ? { href: text, external: false } : undefined;
  }
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return undefined;
  }
  if (url.origin === base && text.startsWith('/') && !text.startsWith('//')) {
    return { href: url.pathname + url.search + url.hash, external: false };
  }
  if (url.origin === base) return undefined; // "page.html" or "?q": relative to what? Refused.
  // Another site only by its full address: "//host" and "\\host" are refused, not guessed at.
  if (!/^(https?|mailto):/i.test(text)) return undefined;
  if (url.protocol === 'https:' || url.protocol === 'http:') {
    if (url.username || url.password) return undefined;
    return { href: url.href, external: true };
  }
  if (url.protocol === 'mailto:') return { href: url.href, external: false };
  return undefined;
}

function textOf(value: unknown, walk: Walk): string {
  if (typeof value !== 'string') return '';
  const room = RICH_TEXT_MAX_TEXT - walk.text;
  if (room <= 0) {
    walk.overLimit = true;
    walk.dropped++;
    return '';
  }
  const clean = value.replace(controls, '').replace(loneSurrogates, '\uFFFD');
  // A control character or half a surrogate pair is changed, so it counts as left out.
  if (clean !== value) walk.dropped++;
  const text = clean.slice(0, room);
  if (text.length < clean.length) {
    walk.overLimit = true;
    walk.dropped++;
  }
  walk.text += text.length;
  return text;
}

function headingLevel(value: unknown): HeadingLevel {
  const level = typeof value === 'number' ? Math.trunc(value) : 2;
  return level <= 2 ? 2 : level === 3 ? 3 : 4;
}

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  return value >= min && value <= max ? value : undefined;
}

/** The words of a document, for reading time and search (issue 23 §2: "reading time"). */
export function plainText(doc: RichText): string {
  const parts: string[] = [];
  const inline = (content: Inline[]) =>
    parts.push(content.map((node) => (node.type === 'text' ? node.text : ' ')).join(''));
  const visit = (list: Block[]) => {
    for (const block of list) {
      if (block.type === 'paragraph' || block.type === 'heading') inline(block.content);
      else if (block.type === 'bulletList' || block.type === 'orderedList')
        block.items.forEach(visit);
      else if (block.type === 'blockquote') visit(block.content);
      else if (block.type === 'codeBlock') parts.push(block.text);
      else if (block.type === 'image') parts.push(block.alt);
    }
  };
  visit(doc);
  return parts.join('\n');
}

/** The tree as HTML, for feeds (`content:encoded`) and mail; pages render it with React. */
export function richTextToHtml(doc: RichText): string {
  return doc.map(blockHtml).join('');
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlineHtml(block.content)}</p>`;
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.content)}</h${block.level}>`;
    case 'bulletList':
      return `<ul>${block.items.map(itemHtml).join('')}</ul>`;
    case 'orderedList': {
      const start = block.start === 1 ? '' : ` start="${block.start}"`;
      return `<ol${start}>${block.items.map(itemHtml).join('')}</ol>`;
    }
    case 'blockquote':
      return `<blockquote>${richTextToHtml(block.content)}</blockquote>`;
    case 'codeBlock': {
      const language = block.language ? ` class="language-${escapeHtml(block.language)}"` : '';
      return `<pre><code${language}>${escapeHtml(block.text)}</code></pre>`;
    }
    case 'image':
      return `<img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.height}" loading="lazy" decoding="async">`;
    case 'horizontalRule':
      return '<hr>';
  }
}

const itemHtml = (item: Block[]) => `<li>${richTextToHtml(item)}</li>`;

function inlineHtml(content: Inline[]): string {
  return content
    .map((node) => (node.type === 'hardBreak' ? '<br>' : markHtml(node.text, node.marks)))
    .join('');
}

/** A link outermost, then the other marks in a fixed order: the same tree, the same HTML. */
function markHtml(text: string, marks: Mark[]): string {
  let html = escapeHtml(text);
  for (const type of ['code', 'strike', 'italic', 'bold'] as const) {
    if (marks.some((mark) => mark.type === type))
      html = `<${markTags[type]}>${html}</${markTags[type]}>`;
  }
  const link = marks.find((mark) => mark.type === 'link');
  if (link)
    html = `<a href="${escapeHtml(link.href)}"${link.external ? ' rel="noopener noreferrer"' : ''}>${html}</a>`;
  return html;
}

export const markTags = { bold: 'strong', italic: 'em', strike: 's', code: 'code' } as const;
