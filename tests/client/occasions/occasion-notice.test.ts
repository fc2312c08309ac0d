import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { Notification } from '@contract/notification';
import { noticeWords } from '@/features/notifications/model/notice-words';
import { notificationTarget } from '@/features/notifications/model/target';
import { markExtraMissing } from '@/lib/extras';
import { activateLanguage } from '@/lib/i18n';
import { en } from '../../../server/src/services/texts/en';

const reminder = (daysLeft: number): Pick<Notification, 'type' | 'message' | 'parts' | 'fromUserId' | 'desireId' | 'relatedId'> => ({
  type: 'occasion_reminder',
  message: 'old words',
  parts: { kind: 'occasion', name: 'Leo Okafor', title: 'birthday', date: '2026-12-04', daysLeft },
  fromUserId: { _id: '6650a1b2c3d4e5f60123beef', fullName: 'Leo Okafor', profileImage: null },
  desireId: null,
  relatedId: null,
});

describe('an occasion reminder', () => {
  it('reads in English as the server words it, one day or many', () => {
    expect(noticeWords(reminder(14), i18n)).toBe("Leo Okafor's birthday is in 14 days");
    expect(noticeWords(reminder(1), i18n)).toBe("Leo Okafor's birthday is in 1 day");
    expect(noticeWords(reminder(3), i18n)).toBe(en.occasion('Leo Okafor', 'birthday', 'in 3 days'));
  });

  it('reads in the reader’s language', async () => {
    await activateLanguage('de');
    expect(noticeWords(reminder(3), i18n)).toBe('birthday von Leo Okafor ist in 3 Tagen');
    expect(noticeWords(reminder(1), i18n)).toBe('birthday von Leo Okafor ist in 1 Tag');
  });

  it('leads to Upcoming, or to the member’s profile on a backend without occasions', () => {
    expect(notificationTarget(reminder(3))).toBe('/upcoming');
    markExtraMissing('occasions');
    expect(notificationTarget(reminder(3))).toBe('/profile/6650a1b2c3d4e5f60123beef');
  });
});
