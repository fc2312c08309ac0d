import { desireLimits } from '@contract/limits';

/** What another app shared (or the bookmarklet sent), as the create form starts from it. */
export interface SharedPage {
  /** The page to import; null when nothing shared is an http(s) address. */
  url: string | null;
  /** A starting title; the import replaces it when the page names itself. Empty when none. */
  title: string;
}

/** The longest address taken from a share: longer ones are not pages a member shares by hand. */
const URL_MAX = 2048;

/** An http(s) address in running text, up to the next space or bracket a sentence puts around it. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/i;
/** Punctuation that ends a sentence around an address rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}»”’]+$/u;

/** The address as the URL import takes it, when it is a web address; null otherwise. */
function webAddress(candidate: string): string | null {
  const text = candidate.trim();
  if (!text || text.length > URL_MAX) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

/** The first web address in a text, without the punctuation the sentence put after it. */
function firstAddressIn(text: string): string | null {
  const found = URL_IN_TEXT.exec(text)?.[0];
  return found ? webAddress(found.replace(TRAILING_PUNCTUATION, '')) : null;
}

/** One line without control characters, cut to the title's limit (whole characters, never half a pair). */
function asTitle(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(line).slice(0, desireLimits.titleMax).join('').trim();
}

/**
 * The Web Share Target's fields (`title`, `text`, `url`; public/manifest.webmanifest) as the create
 * form takes them: the page is `url`, or else the first web address in `text` (apps on phones often
 * send the link there); the title is `title`, or `text` when no address was shared. Null when nothing
 * usable came.
 */
export function readSharedPage(params: URLSearchParams): SharedPage | null {
  const [title, text, url] = [params.get('title') ?? '', params.get('text') ?? '', params.get('url') ?? ''];
  const address = webAddress(url) ?? firstAddressIn(text);
  const named = asTitle(title);
  // Some apps send the address as the title too: it names nothing.
  const startTitle = named && named !== address ? named : address ? '' : asTitle(text);
  if (!address && !startTitle) return null;
  return { url: address, title: startTitle };
}
