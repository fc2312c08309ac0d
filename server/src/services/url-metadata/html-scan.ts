/**
 * A small, tolerant scanner for the few parts of an HTML page that describe it: `<title>`, `<meta>`
 * tags and JSON-LD scripts. It walks the text once with indexOf and a hand-written attribute reader,
 * so hostile markup costs linear time (no backtracking regular expressions over page text).
 */

export interface MetaTag {
  /** The lower-cased `property`, `name` or `itemprop` of the tag; one entry per attribute present. */
  key: string;
  content: string;
}

export interface ScannedPage {
  /** The first `<title>`'s text, entities decoded. */
  title: string | null;
  metas: MetaTag[];
  /** The raw text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** What `<meta charset>` or `<meta http-equiv="content-type">` declares. */
  charset: string | null;
}

/** Elements whose content is text, not markup: a `<meta` inside them is not a tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'template']);

export function scanHtml(html: string): ScannedPage {
  const page: ScannedPage = { title: null, metas: [], jsonLd: [], charset: null };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const name = tagNameAt(html, lt + 1);
    if (!name) {
      i = lt + 1;
      continue;
    }
    const tag = readAttributes(html, lt + 1 + name.length);
    i = tag.end;
    if (name === 'meta') {
      addMeta(page, tag.attributes);
    } else if (RAW_TEXT.has(name)) {
      const close = findClosingTag(html, name, i);
      const text = html.slice(i, close.start);
      i = close.end;
      if (name === 'title' && page.title === null) page.title = decodeEntities(text);
      if (name === 'script' && /^\s*application\/ld\+json\s*$/i.test(tag.attributes.get('type') ?? '')) page.jsonLd.push(text);
    }
  }
  return page;
}

function addMeta(page: ScannedPage, attributes: Map<string, string>) {
  const charset = attributes.get('charset');
  if (charset && !page.charset) page.charset = charset.trim();
  const content = attributes.get('content');
  if (content === undefined) return;
  if (attributes.get('http-equiv')?.toLowerCase() === 'content-type' && !page.charset) {
    page.charset = charsetParameter(content);
  }
  for (const attribute of ['property', 'name', 'itemprop']) {
    const key = attributes.get(attribute)?.trim().toLowerCase();
    if (key) page.metas.push({ key, content });
  }
}

/** The `charset=` parameter of a Content-Type value, without quotes; null when there is none. */
export function charsetParameter(contentType: string): string | null {
  for (const part of contentType.split(';').slice(1)) {
    const [name, ...value] = part.split('=');
    if (name?.trim().toLowerCase() === 'charset') {
      const charset = value.join('=').trim().replace(/^["']|["']$/g, '');
      return charset || null;
    }
  }
  return null;
}

/** The lower-cased tag name that starts at `at` (just after `<`), or '' when no tag starts there. */
function tagNameAt(html: string, at: number): string {
  let end = at;
  while (end < html.length && isNameChar(html.charCodeAt(end), end === at)) end++;
  if (end === at) return '';
  const next = html.charCodeAt(end);
  // `<meta>`, `<meta ...`, `<meta/>`; not `<metadata>` (the loop above would have eaten it whole).
  if (end < html.length && !isSpace(next) && next !== 0x2f && next !== 0x3e) return '';
  return html.slice(at, end).toLowerCase();
}

function isNameChar(code: number, first: boolean): boolean {
  const letter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  return first ? letter : letter || (code >= 0x30 && code <= 0x39) || code === 0x2d;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

/**
 * Reads `name="value" name='value' name=value name` pairs up to the tag's `>`, in any order; the
 * first of a repeated name wins, as in browsers. Values are entity-decoded.
 */
function readAttributes(html: string, from: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = from;
  const n = html.length;
  while (i < n) {
    while (i < n && (isSpace(html.charCodeAt(i)) || html[i] === '/')) i++;
    if (i >= n) break;
    if (html[i] === '>') return { attributes, end: i + 1 };
    const nameStart = i;
    while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '/' && html[i] !== '>' && (html[i] !== '=' || i === nameStart)) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const end = close < 0 ? n : close;
        value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        const valueStart = i;
        while (i < n && !isSpace(html.charCodeAt(i)) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(name)) attributes.set(name, decodeEntities(value));
  }
  return { attributes, end: n };
}

/** Where `</name` starts after `from` (case-insensitive), and where its `>` ends; the end of the text if never. */
function findClosingTag(html: string, name: string, from: number): { start: number; end: number } {
  const pattern = new RegExp(`</${name}`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return { start: html.length, end: html.length };
  const gt = html.indexOf('>', match.index);
  return { start: match.index, end: gt < 0 ? html.length : gt + 1 };
}

/** The named references pages use in titles and descriptions; others stay as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  hellip: '\u2026', ndash: '\u2013', mdash: '\u2014', lsquo: '\u2018', rsquo: '\u2019', sbquo: '\u201a',
  ldquo: '\u201c', rdquo: '\u201d', bdquo: '\u201e', laquo: '\u00ab', raquo: '\u00bb', bull: '\u2022',
  middot: '\u00b7', copy: '\u00a9', reg: '\u00ae', trade: '\u2122', deg: '\u00b0', times: '\u00d7',
  euro: '\u20ac', pound: '\u00a3', yen: '\u00a5', cent: '\u00a2', sect: '\u00a7', para: '\u00b6',
  eacute: '\u00e9', egrave: '\u00e8', ecirc: '\u00ea', aacute: '\u00e1', agrave: '\u00e0', acirc: '\u00e2',
  auml: '\u00e4', ouml: '\u00f6', uuml: '\u00fc', Auml: '\u00c4', Ouml: '\u00d6', Uuml: '\u00dc', szlig: '\u00df',
  ccedil: '\u00e7', ntilde: '\u00f1', oacute: '\u00f3', iacute: '\u00ed', uacute: '\u00fa', Eacute: '\u00c9',
};

/** `&amp;` `&#39;` `&#x27;` `&quot;` and friends to their characters. Numeric ones may omit the `;`. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#(\d{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([a-zA-Z][a-zA-Z0-9]{1,31});)/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
    // NUL, surrogates and numbers past Unicode become the replacement character, as in browsers.
    if (!code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
    return String.fromCodePoint(code);
  });
}
