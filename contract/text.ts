import * as z from 'zod/mini';

// What members write, made safe to store and show: one set of rules for every text field, used by
// the app's forms and the server's validation alike.

/**
 * Control characters nobody types. Line breaks and tabs are text; everything else of C0, DEL and
 * C1 is refused (PostgreSQL cannot store NUL at all).
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Half of a surrogate pair on its own: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Embedding, override and isolate controls: they reorder the text around them, so that
 * `photo\u202Egnp.exe` reads "photoexe.png". Removed wherever they are.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Format characters that show nothing and mean nothing at the ends of a text. */
const INVISIBLE_EDGE = '\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u2800\\u3164\\uFEFF\\uFFA0';
// eslint-disable-next-line no-misleading-character-class -- joiners and combining marks listed one by one, on purpose
const EDGES = new RegExp(`^[${INVISIBLE_EDGE}]+|[${INVISIBLE_EDGE}]+$`, 'g');

/** Everything that draws nothing, variation selectors and tag characters too. */
// eslint-disable-next-line no-misleading-character-class -- as above
const INVISIBLE = new RegExp(`[${INVISIBLE_EDGE}\\u180B-\\u180D\\u180F\\uFE00-\\uFE0F]|\\uDB40[\\uDC00-\\uDDEF]`, 'g');

export const CONTROL_CHARACTER_MESSAGE = 'Text cannot contain control characters';
export const INVALID_CHARACTER_MESSAGE = 'Text contains an invalid character';

/** Why no text field would accept `value`, or null: a control character or a lone surrogate. */
export function forbiddenCharacterProblem(value: string): string | null {
  if (CONTROL.test(value)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(value)) return INVALID_CHARACTER_MESSAGE;
  return null;
}

/** Removes reordering controls and trims spaces and invisible characters from both ends. */
export function tidyText(value: string, { lines = true }: { lines?: boolean } = {}): string {
  const tidy = value.replace(BIDI_CONTROLS, '').replace(EDGES, '');
  // A one-line field gets pasted text with line breaks and tabs as spaces.
  return lines ? tidy : tidy.replace(/[\t\r\n]+/g, ' ');
}

/** True when something would show: not only spaces, zero-width or other invisible characters. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0;
}

export interface TextRules {
  /** Refuses empty text, invisible-only text included, with this message. */
  required?: string;
  min?: readonly [number, string];
  max: readonly [number, string];
  /** Line breaks allowed (descriptions, bios, comments, messages); one-line fields turn them into spaces. */
  lines?: boolean;
}

/**
 * A member's text: reordering controls removed, trimmed of spaces and invisible characters, control
 * characters and lone surrogates refused, and when required, something visible.
 */
// @__NO_SIDE_EFFECTS__
export function textField(rules: TextRules) {
  const lines = rules.lines ?? false;
  const checks = [
    z.refine<string>((v) => !LONE_SURROGATE.test(v), INVALID_CHARACTER_MESSAGE),
    z.overwrite<string>((v) => tidyText(v, { lines })),
    z.refine<string>((v) => !CONTROL.test(v), CONTROL_CHARACTER_MESSAGE),
    ...(rules.required ? [z.minLength(1, rules.required), z.refine<string>(hasVisibleText, rules.required)] : []),
    ...(rules.min ? [z.minLength(rules.min[0], rules.min[1])] : []),
    z.maxLength(rules.max[0], rules.max[1]),
  ];
  return rules.required ? z.string({ error: rules.required }).check(...checks) : z.string().check(...checks);
}
