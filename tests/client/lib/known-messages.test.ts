import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { CATEGORY_MESSAGES } from '@contract/category';
import { CHAT_MESSAGES } from '@contract/chat';
import { IMPORT_MESSAGES } from '@contract/import';
import { fullNameField, otpField, passwordField } from '@contract/fields';
import { SAFETY_MESSAGES } from '@contract/member-safety';
import { PUSH_MESSAGES } from '@contract/push';
import { HIDDEN_REASON_TEXT, REPORT_MESSAGES } from '@contract/report';
import { CONTROL_CHARACTER_MESSAGE, INVALID_CHARACTER_MESSAGE } from '@contract/text';
import { Field } from '@/components/ui/field';
import { ApiError, NetworkError } from '@/lib/api-client';
import { activateLanguage, i18n } from '@/lib/i18n';
import { errorText, translateKnown } from '@/lib/known-messages';
import { knownMessage } from '@/lib/known-messages-table';

const idOf = (text: string) => knownMessage(text)!.id!;

/** The German catalog's own translations of the ids a test replaced, put back after it. */
const replaced = new Map<string, unknown>();

/** Speaks German (its catalog and the table load as in the app), with these translations of known texts. */
async function speakGerman(translations: Record<string, string>) {
  await activateLanguage('de');
  const ids = Object.keys(translations).map(idOf);
  for (const id of ids) if (!replaced.has(id)) replaced.set(id, i18n.messages[id]);
  i18n.load('de', Object.fromEntries(Object.values(translations).map((german, index) => [ids[index]!, compileMessage(german)])));
}

/** What a zod schema of the contract says about `value`. */
const problemOf = (schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) => schema.safeParse(value).error!.issues[0]!.message;

afterEach(() => {
  // The instance is the app's, shared with the other tests of the worker: they find German as it was.
  if (replaced.size > 0) {
    i18n.activate('de');
    const german = i18n.messages;
    replaced.forEach((original, id) => {
      if (original === undefined) delete german[id];
      else german[id] = original as (typeof german)[string];
    });
    replaced.clear();
  }
  i18n.activate('en');
});

describe('texts that come in English from the server and the contract', () => {
  const english = setupI18n({ locale: 'en', messages: { en: {} } });
  // The import's "does not match the export format" is the middle of a text naming a file and a place: it stays English.
  const { notTheFormat: _middle, ...importAnswers } = IMPORT_MESSAGES;
  const serverAnswers = [ADMIN_MESSAGES, CATEGORY_MESSAGES, CHAT_MESSAGES, SAFETY_MESSAGES, REPORT_MESSAGES, HIDDEN_REASON_TEXT, PUSH_MESSAGES, importAnswers].flatMap((words) => Object.values(words));
  const formProblems = [
    problemOf(passwordField(6), 'abc'),
    problemOf(passwordField(8), 'abc'),
    problemOf(passwordField(), 'x'.repeat(200)),
    problemOf(fullNameField, 'x'.repeat(60)),
    problemOf(fullNameField, ''),
    problemOf(otpField, '12'),
    CONTROL_CHARACTER_MESSAGE,
    INVALID_CHARACTER_MESSAGE,
  ];

  it('are each known, and their messages read in English word for word as they came', () => {
    for (const text of [...serverAnswers, ...formProblems]) {
      const message = knownMessage(text);
      expect(message, text).toBeDefined();
      expect(english._(message!)).toBe(text);
    }
    expect(formProblems).toContain('Password must be at least 6 characters');
  });

  it('pass unchanged for a reader of English', () => {
    expect(translateKnown('User not found')).toBe('User not found');
    expect(translateKnown('Password must be at least 8 characters')).toBe('Password must be at least 8 characters');
    // The server's own plural slips stay as the server wrote them.
    expect(translateKnown('Too many attempts. Please try again in 1 seconds.')).toBe('Too many attempts. Please try again in 1 seconds.');
  });

  it('read in the reader language once its catalog is loaded', async () => {
    await speakGerman({ 'User not found': 'Mitglied nicht gefunden' });
    expect(translateKnown('User not found')).toBe('Mitglied nicht gefunden');
  });

  it('keep their number, in the plural form the number asks for', async () => {
    await speakGerman({
      'Password must be at least 6 characters': 'Das Passwort muss mindestens {min, plural, one {# Zeichen} other {# Zeichen}} lang sein',
      'Invalid code. 1 attempt left.': 'Falscher Code. {left, plural, one {Noch # Versuch} other {Noch # Versuche}}.',
    });
    expect(translateKnown('Password must be at least 8 characters')).toBe('Das Passwort muss mindestens 8 Zeichen lang sein');
    expect(translateKnown('Invalid code. 1 attempt left.')).toBe('Falscher Code. Noch 1 Versuch.');
    expect(translateKnown('Invalid code. 3 attempts left.')).toBe('Falscher Code. Noch 3 Versuche.');
  });

  it('leave any other text as it is', async () => {
    await speakGerman({ 'User not found': 'Mitglied nicht gefunden' });
    expect(translateKnown('Maya wrote this herself')).toBe('Maya wrote this herself');
    expect(translateKnown('User not found!')).toBe('User not found!');
  });

  it('give a failed call its words in the reader language, or nothing to say', async () => {
    await speakGerman({ 'Desire not found': 'Wunsch nicht gefunden', 'Network error: the server could not be reached': 'Der Server ist nicht erreichbar' });
    expect(errorText(new ApiError(404, JSON.stringify({ message: 'Desire not found' }), 'Not Found'))).toBe('Wunsch nicht gefunden');
    expect(errorText(new ApiError(400, JSON.stringify({ message: 'Something new' }), 'Bad Request'))).toBe('Something new');
    expect(errorText(new ApiError(502, '', 'Bad Gateway'))).toBeUndefined();
    expect(errorText(new NetworkError(new TypeError('Failed to fetch')))).toBe('Der Server ist nicht erreichbar');
    expect(errorText(new Error('boom'))).toBeUndefined();
  });

  it('show under a form control in the reader language', async () => {
    await speakGerman({ 'Title is required': 'Gib einen Titel ein' });
    render(createElement(Field, { label: 'Title', error: 'Title is required', children: createElement('input') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Gib einen Titel ein');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Gib einen Titel ein');
  });
});
