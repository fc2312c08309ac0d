import { describe, expect, it } from 'vitest';
import { commentTextField, descriptionField, titleField } from '@contract/desire';
import { displayNameField, fullNameField } from '@contract/fields';
import { forbiddenCharacterProblem, hasVisibleText, textField, tidyText } from '@contract/text';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => [...new Set(result.error?.issues.map((i) => i.message))];

describe('tidyText', () => {
  it('removes embedding, override and isolate controls wherever they are', () => {
    expect(tidyText('photo\u202egnp.exe')).toBe('photognp.exe');
    expect(tidyText('\u202aa\u202bb\u202cc\u202dd\u2066e\u2067f\u2068g\u2069')).toBe('abcdefg');
  });
  it('trims spaces and invisible characters at both ends, not inside', () => {
    expect(tidyText('\u200b\ufeff  Red\u200bboots \u2060\u00a0')).toBe('Red\u200bboots');
  });
  it('keeps emoji whole: variation selectors and joiners inside a sequence stay', () => {
    for (const emoji of ['❤️', '👩‍👩‍👧', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣']) expect(tidyText(emoji)).toBe(emoji);
  });
  it('turns line breaks and tabs into spaces in one-line text only', () => {
    expect(tidyText('a\r\n\tb', { lines: false })).toBe('a b');
    expect(tidyText('a\r\n\tb')).toBe('a\r\n\tb');
  });
});

describe('hasVisibleText', () => {
  it('is false for text of spaces, zero-width, filler and selector characters only', () => {
    for (const blank of ['', ' ', '\u200b\u200c\u200d', '\u3164', '\u2800', '\ufe0f\ufe0f', '\u00ad', '\u2060\ufeff']) expect(hasVisibleText(blank)).toBe(false);
  });
  it('is true for any letter, digit, mark or emoji', () => {
    for (const text of ['a', '7', '❤', 'ש', '·']) expect(hasVisibleText(text)).toBe(true);
  });
});

describe('forbiddenCharacterProblem', () => {
  it('names control characters (C0 but line breaks and tabs, DEL, C1) and lone surrogates', () => {
    for (const code of [0, 1, 8, 11, 12, 14, 31, 127, 128, 159]) {
      expect(forbiddenCharacterProblem(`a${String.fromCharCode(code)}b`), String(code)).toBe('Text cannot contain control characters');
    }
    for (const lone of ['\ud800', 'a\udc00', '\udbff\ud800']) expect(forbiddenCharacterProblem(lone)).toBe('Text contains an invalid character');
  });
  it('passes ordinary text, line breaks, tabs and astral characters', () => {
    for (const fine of ['hello', 'a\nb\tc\r\n', '🥾 boots', '\u{10ffff}']) expect(forbiddenCharacterProblem(fine)).toBeNull();
  });
});

describe('text fields', () => {
  it('refuse invisible-only text with the field\'s own required message', () => {
    expect(messages(titleField.safeParse('\u200b\u200b\u200b\u200b'))).toContain('Title is required');
    expect(messages(fullNameField.safeParse('\u3164\u3164'))[0]).toBe('Full name is required');
    expect(messages(commentTextField.safeParse('\u200b \u200b'))[0]).toBe('Comment cannot be empty');
    expect(displayNameField.safeParse('\u200b\u200b\u200b').success).toBe(false);
  });
  it('refuse control characters and lone surrogates with a clear message', () => {
    expect(messages(titleField.safeParse('Boots\u0000'))).toEqual(['Text cannot contain control characters']);
    expect(messages(descriptionField.safeParse('warm\ud800'))).toEqual(['Text contains an invalid character']);
  });
  it('give back the tidied text', () => {
    expect(titleField.parse(' \u200bphoto\u202egnp.exe ')).toBe('photognp.exe');
    expect(descriptionField.parse('one\ntwo')).toBe('one\ntwo');
  });
  it('count length after tidying', () => {
    const field = textField({ required: 'Required', min: [2, 'Too short'], max: [3, 'Too long'] });
    expect(field.safeParse('\u202eab\u202c').success).toBe(true);
    expect(messages(field.safeParse(' a\u200b'))).toEqual(['Too short']);
    expect(messages(field.safeParse('abcd'))).toEqual(['Too long']);
  });
});
