import { afterEach, describe, expect, it } from 'vitest';
import type { NoticeParts } from '@contract/notification';
import { activateLanguage, i18n } from '@/lib/i18n';
import { noticeWords } from '@/features/notifications/model/notice-words';
import { noticeWords as serverWords } from '../../../server/src/services/texts';

afterEach(() => activateLanguage('en'));

// Every kind the server writes, with names and titles that look like a message's own syntax.
const kinds: [string, NoticeParts][] = [
  ['follow', { kind: 'follow', name: 'Ana Silva' }],
  ['reaction', { kind: 'reaction', name: 'Ana Silva', emoji: '🔥', title: 'Paris trip' }],
  ['comment', { kind: 'comment', name: 'Ana Silva', title: 'Paris trip', quote: 'You should try jazz. really…' }],
  ['offer', { kind: 'offer', name: 'Ana Silva', title: 'Paris trip', message: null }],
  ['offer with a message', { kind: 'offer', name: 'Ana Silva', title: 'Paris trip', message: 'I know a great hotel!' }],
  ['anonymous offer', { kind: 'offer', name: null, title: 'Paris trip', message: null }],
  ['anonymous offer with a message', { kind: 'offer', name: null, title: 'Paris trip', message: 'From a friend' }],
  ['fulfilled', { kind: 'fulfilled', name: 'Ana Silva', title: 'Paris trip' }],
  ['report of a desire', { kind: 'report', target: 'desire' }],
  ['report of a comment', { kind: 'report', target: 'comment' }],
  ['report of a member', { kind: 'report', target: 'user' }],
  ['member text like a message', { kind: 'comment', name: "O'Neil {name} #1", title: '<0>Bold</0> "quoted"', quote: "{quote} it's <1/> 100%" }],
];

describe('a notice worded from its parts', () => {
  it.each(kinds)('%s: in English, exactly the server’s message', (_, parts) => {
    const message = serverWords(parts, 'en');
    expect(noticeWords({ message: 'unused', parts }, i18n)).toBe(message);
  });

  it('in German, Spanish and Arabic, the sentences of the language, names and titles as they were written', async () => {
    const offer: NoticeParts = { kind: 'offer', name: 'Ana Silva', title: 'Paris trip', message: 'I know a great hotel!' };
    await activateLanguage('de');
    expect(noticeWords({ message: 'unused', parts: offer }, i18n)).toBe('Ana Silva möchte dir deinen Wunsch „Paris trip“ erfüllen\n„I know a great hotel!“');
    expect(noticeWords({ message: 'unused', parts: { kind: 'follow', name: 'Leo' } }, i18n)).toBe('Leo folgt dir jetzt');
    await activateLanguage('es');
    expect(noticeWords({ message: 'unused', parts: { kind: 'offer', name: null, title: 'Piano', message: null } }, i18n)).toBe('Alguien se ofreció a cumplir tu deseo «Piano»');
    await activateLanguage('ar');
    expect(noticeWords({ message: 'unused', parts: { kind: 'reaction', name: 'Leo', emoji: '❤️', title: 'Piano' } }, i18n)).toBe('تفاعل Leo بـ ❤️ مع أمنيتك «Piano»');
    expect(noticeWords({ message: 'unused', parts: { kind: 'report', target: 'user' } }, i18n)).toBe('تمت مراجعة بلاغك عن عضو. شكرًا لأنك أخبرتنا!');
  });

  it('says what the server said when it sent no parts, or parts of a kind the app does not know', async () => {
    await activateLanguage('de');
    expect(noticeWords({ message: 'Leo started following you', parts: undefined }, i18n)).toBe('Leo started following you');
    const unknown = { kind: 'birthday', name: 'Leo' } as unknown as NoticeParts;
    expect(noticeWords({ message: 'It is Leo’s birthday', parts: unknown }, i18n)).toBe('It is Leo’s birthday');
  });
});
