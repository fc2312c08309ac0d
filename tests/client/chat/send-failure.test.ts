import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@contract/chat';
import { withBlockedByOther } from '@/features/chat/api/cache';
import { blockFromRefusal, sendFailure } from '@/features/chat/model/send-failure';
import { ApiError, NetworkError } from '@/lib/api-client';
import { chatPeople, makeChat } from '../msw/chat';

const refusal = (status: number, message?: string) => new ApiError(status, message === undefined ? '' : JSON.stringify({ message }), 'Refused');

describe('sendFailure', () => {
  it('gives the server’s reason for a 429 and a 403, and the limit’s sentence for a 429 without one', () => {
    expect(sendFailure(refusal(429, 'Slow down, please.'))).toEqual({ title: 'Error', description: 'Slow down, please.' });
    expect(sendFailure(refusal(429))).toEqual({ title: 'Error', description: CHAT_MESSAGES.tooFast });
    expect(sendFailure(refusal(403, CHAT_MESSAGES.blockedByOther))).toEqual({ title: 'Error', description: CHAT_MESSAGES.blockedByOther });
  });

  it('keeps the spec’s sentence for everything else', () => {
    const spec = { title: 'Error', description: 'Failed to send message. Please try again.' };
    expect(sendFailure(refusal(500, 'Internal Server Error'))).toEqual(spec);
    expect(sendFailure(refusal(404, CHAT_MESSAGES.noAccess))).toEqual(spec);
    expect(sendFailure(refusal(403))).toEqual(spec);
    expect(sendFailure(new NetworkError(new TypeError('Failed to fetch')))).toEqual(spec);
  });
});

describe('blockFromRefusal', () => {
  it('reads which side blocked from a 403, and nothing from other refusals', () => {
    expect(blockFromRefusal(refusal(403, CHAT_MESSAGES.blockedByOther))).toBe('other');
    expect(blockFromRefusal(refusal(403, CHAT_MESSAGES.blockedByMe))).toBe('me');
    expect(blockFromRefusal(refusal(403, CHAT_MESSAGES.notConnected))).toBeNull();
    expect(blockFromRefusal(refusal(429, CHAT_MESSAGES.blockedByOther))).toBeNull();
    expect(blockFromRefusal(new Error('x'))).toBeNull();
  });
});

describe('withBlockedByOther', () => {
  it('sets and lifts the flag, and keeps the same chat when nothing changes', () => {
    const chat = makeChat(chatPeople.leo);
    const blocked = withBlockedByOther(true)(chat);
    expect(blocked).toEqual({ ...chat, blockedByOther: true });
    expect(withBlockedByOther(true)(blocked)).toBe(blocked);
    expect(withBlockedByOther(false)(blocked)).toEqual(chat);
    expect(withBlockedByOther(false)(chat)).toBe(chat);
  });
});
