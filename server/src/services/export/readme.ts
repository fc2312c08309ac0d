import { EXPORT_FILES, EXPORT_FORMAT_VERSION, EXPORT_IMAGES_FOLDER } from '@contract/export';

/** README.txt of the zip: what each file holds, in plain English. */
export function readmeText(exportedAt: Date): string {
  const f = EXPORT_FILES;
  return [
    'Your data',
    '',
    `Everything you put into the app, as it was on ${exportedAt.toISOString()} (UTC).`,
    `The JSON files are in export format version ${EXPORT_FORMAT_VERSION}; every date in them is in ISO 8601, in UTC.`,
    'Other members appear by their id and name only; the members you follow also by their email, so that an import elsewhere can find them.',
    '',
    `${f.profile}: your profile (name, email, bio, pictures, whether it is public).`,
    `${f.settings}: your settings (default visibility, notifications, language, surprises, email digest).`,
    `${f.desires}: your desires, each with its comments and reactions, and who a custom one is shared with.`,
    `${f.categories}: your categories, who each is shared with, and which of your desires are in each.`,
    `${f.saved}: the desires you saved, by id, with when you saved them.`,
    `${f.follows}: the members you follow (with their emails) and the members who follow you, with since when.`,
    `${f.occasions}: your occasions (birthdays and other dated days).`,
    `${f.pledges}: what you pledged towards other members' desires.`,
    `${f.chats}: your conversations and their messages, yours and the other side's (none from before you deleted a conversation).`,
    `${f.images}: the list of the images you uploaded.`,
    `${EXPORT_IMAGES_FOLDER}: the image files themselves, named as in ${f.images}.`,
    '',
    'Not included: your password, your sessions and devices, and the email addresses of members you do not follow.',
    '',
  ].join('\n');
}
