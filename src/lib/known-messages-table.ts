import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { SOURCE_LANGUAGE } from '@contract/languages';

/*
 * Loaded with a language other than English (src/lib/i18n.ts), never on an English first visit.
 * Texts that reach the screen in English from elsewhere: the server's answers (the `message` and
 * `fieldErrors` of an ErrorBody) and the contract's validation messages that the forms show. They
 * stay English where they are made (the app compares answers with them, and the server speaks the
 * spec's words); here each one has its message, so that a reader of another language reads it in
 * theirs. A text this table does not know is shown as it came.
 */

/** Texts without a number, each as the server or the contract words it. */
const PLAIN: readonly MessageDescriptor[] = [
  // Sign-in, sign-up, codes and passwords
  msg`Please enter a valid email address`,
  msg`Password is required`,
  msg`Full name is required`,
  msg`Passwords don't match`,
  msg`Reset token is required`,
  msg`Required`,
  msg`Invalid email`,
  msg`Invalid email or password`,
  msg`No account found with this email`,
  msg`An account with this email already exists`,
  msg`This email is already verified. Please sign in.`,
  msg`Failed to send code. Please try again.`,
  msg`No active code for this email. Please request a new one.`,
  msg`This code has expired. Please request a new one.`,
  msg`Too many incorrect attempts. Please request a new code.`,
  msg`This code was already used. Please request a new one.`,
  msg`Invalid or expired reset session. Please verify your email again.`,
  msg`Invalid or expired reset link. Please request a new one.`,
  msg`Current password is incorrect`,
  msg`Authentication required`,
  msg`Your session has expired. Please log in again.`,
  msg`Please verify your email first`,
  msg`This account has been blocked.`,
  msg`Admin accounts sign in at the admin area.`,
  msg`Admin accounts cannot use member features`,
  msg`Admin access required`,
  msg`You are not allowed to do this`,

  // Text fields
  msg`Text cannot contain control characters`,
  msg`Text contains an invalid character`,
  msg`Text is longer than this field takes`,
  msg`Please enter a URL`,
  msg`Please enter a valid URL`,
  msg`The address is too long`,
  msg`Search text is too long`,

  // Images and uploads
  msg`Image is too large`,
  msg`Invalid image`,
  msg`Invalid image: upload it first`,
  msg`Invalid File Type: only JPG, PNG, WebP and GIF images are accepted`,
  msg`Invalid File Type: the image could not be read`,
  msg`File Too Large: please choose a smaller image`,
  msg`Image Too Large: it took too long to process`,
  msg`Payload too large: the image is too big`,
  msg`Payload too large: please send less data`,
  msg`Too many images are being processed right now. Please try again in a few seconds.`,
  msg`Missing information: choose an image to upload`,
  msg`Send one file at a time`,
  msg`The upload was incomplete or malformed. Please try again.`,
  msg`You can only upload for yourself`,
  msg`Upload not found`,

  // Desires, comments and reactions
  msg`Title is required`,
  // Occasions (contract/occasion.ts)
  msg`Date must be a real day, as YYYY-MM-DD`,
  msg`Category cannot be empty`,
  msg`Comment cannot be empty`,
  msg`Reaction emoji required`,
  msg`Choose at least one member to share with`,
  msg`Some of the members to share with were not found`,
  msg`Desire not found`,
  msg`Comment not found`,
  msg`Reaction not found`,
  msg`You can only edit your own desires`,
  msg`You can only delete your own desires`,
  msg`You cannot fulfill your own desire`,
  msg`You have already offered to fulfill this desire`,
  msg`This desire has already been fulfilled`,
  msg`This desire is already being fulfilled`,
  msg`Only a desire in progress can be marked fulfilled`,
  msg`Only the owner can mark a desire fulfilled`,
  msg`Only the owner can change the status`,
  msg`This status change is not allowed`,
  msg`This website prevents automatic previews. You can manually enter the details below.`,
  msg`That address is not a web page or an image we can read`,

  // Gifting: prices, pledges and surprises (contract/gifting.ts)
  msg`Amount must be more than 0 and at most 1,000,000, with at most two decimals`,
  msg`Enter the amount as a number, such as 25 or 12.50`,
  msg`Currency must be a three-letter code`,
  msg`That is more than what is left to pledge`,
  msg`You cannot pledge to your own desire`,
  msg`This desire has no price to pledge to`,
  msg`This desire is not a surprise`,

  // Categories
  msg`Category name is required`,
  msg`Color must be a valid hex color`,
  msg`Invalid share link: the user parameter is missing`,
  msg`Category not found`,
  msg`A category with this name already exists`,
  msg`Default categories cannot be edited`,
  msg`Default categories cannot be deleted`,
  msg`Only the owner can change this category`,
  msg`Category deleted`,
  msg`Only a shared category can be shared. Set its visibility to shared first.`,
  msg`You can only share a category with your followers or members you follow.`,
  msg`You cannot share a category with yourself.`,

  // Links by name
  msg`URL slug is required`,
  msg`A custom link may use lowercase letters, digits and single hyphens, 3 to 60 characters`,
  msg`Share link type must be post or folder`,
  msg`This link name is taken`,
  msg`Share link not found`,
  msg`Only a public desire or a shared category can have a custom link`,
  msg`You have too many custom links. Delete one first.`,
  msg`Share link deleted`,

  // Chats
  msg`Message cannot be empty`,
  msg`Chat not found or you do not have access to this conversation.`,
  msg`Admin accounts cannot access messaging features.`,
  msg`You can only chat with your followers or members you follow.`,
  msg`You cannot start a chat with yourself.`,
  msg`This member is not accepting messages from you.`,
  msg`This member’s account is not available, so messages cannot reach them.`,
  msg`You blocked this member. Unblock them to send messages.`,
  msg`Chat deleted`,
  msg`You are sending messages too quickly. Please wait a moment.`,

  // Members: profiles, following, blocking and muting
  msg`User not found`,
  msg`This profile is private`,
  msg`This member keeps their activity private`,
  msg`You cannot follow yourself`,
  msg`You cannot unfollow yourself`,
  msg`Member blocked`,
  msg`Member unblocked`,
  msg`Member muted`,
  msg`Member unmuted`,
  msg`You cannot block yourself`,
  msg`You cannot mute yourself`,
  msg`An administrator cannot be blocked`,
  msg`An administrator cannot be muted`,
  msg`You cannot follow this member`,
  msg`You cannot chat with this member`,
  msg`Notification not found`,
  msg`Push endpoint must be an https address of a public push service`,

  // Reports and moderation
  msg`Please choose a reason`,
  msg`You have already reported this`,
  msg`You cannot report yourself`,
  msg`You cannot report your own desire`,
  msg`You cannot report your own comment`,
  msg`Admins cannot be reported`,
  msg`Report not found`,
  msg`These reports were already resolved`,
  msg`Only a desire or a comment can be hidden`,
  msg`What was reported no longer exists`,
  // Why an operator hid a desire or a comment, as its owner is told
  msg`Spam`,
  msg`Harassment`,
  msg`Inappropriate content`,
  msg`Against the community rules`,

  // The admin area
  msg`You cannot remove your own admin role`,
  msg`Admin accounts cannot be deleted`,
  msg`Admin accounts cannot be blocked`,
  msg`Unblock this account before making it an admin`,
  msg`This is the site's main admin account (set by ADMIN_EMAIL): it cannot be demoted, blocked or deleted`,
  msg`This is the last admin: make another admin before removing this one`,
  msg`This account was just changed by another admin. Please reload and try again.`,
  msg`User deleted`,

  // Your data
  msg`Your data was prepared a moment ago. You can download it again in a few minutes.`,
  msg`Choose a zip of your data or a CSV list to import`,
  msg`This file is not a zip or CSV list we can read`,
  msg`The file is too large to import (50 MB at most)`,
  msg`The zip holds a path outside its folder`,
  msg`The zip is too large once unpacked`,
  msg`The zip holds too many files`,
  msg`The zip is encrypted: export your data again without a password`,
  msg`The zip holds no desires.json: it is not an export of this app`,
  msg`The CSV list has no title column (title, name or item)`,
  msg`The CSV list has more than 2,000 rows`,
  msg`You have imported several files just now. Please wait a few minutes before the next one.`,

  // Anything else
  msg`Not found`,
  msg`Something went wrong. Please try again.`,
  msg`Too many connections from your address. Please try again shortly.`,
  msg`The request took too long to arrive. Please try again.`,
  msg`Network error: the server could not be reached`,
];

/** Texts with a number: the number is read from the text and given to the message. */
const COUNTED: readonly (readonly [RegExp, (count: number) => MessageDescriptor])[] = [
  [/^Password must be at least (\d+) characters$/, (min) => msg`Password must be at least ${plural(min, { one: '# character', other: '# characters' })}`],
  [/^Password must be at most (\d+) characters$/, (max) => msg`Password must be at most ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Full name must be at least (\d+) characters$/, (min) => msg`Full name must be at least ${plural(min, { one: '# character', other: '# characters' })}`],
  [/^Full name must be at most (\d+) characters$/, (max) => msg`Full name must be at most ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Display name must be at least (\d+) characters$/, (min) => msg`Display name must be at least ${plural(min, { one: '# character', other: '# characters' })}`],
  [/^Display name must be less than (\d+) characters$/, (max) => msg`Display name must be less than ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Bio must be less than (\d+) characters$/, (max) => msg`Bio must be less than ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Bio must be at most (\d+) characters$/, (max) => msg`Bio must be at most ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Please enter the (\d+)-digit code$/, (digits) => msg`Please enter the ${plural(digits, { one: '#-digit', other: '#-digit' })} code`],
  [/^OTP must be exactly (\d+) digits$/, (digits) => msg`OTP must be exactly ${plural(digits, { one: '# digit', other: '# digits' })}`],
  [/^Title must be at least (\d+) characters$/, (min) => msg`Title must be at least ${plural(min, { one: '# character', other: '# characters' })}`],
  [/^Title must be (\d+) characters or less$/, (max) => msg`Title must be ${plural(max, { one: '# character', other: '# characters' })} or less`],
  [/^Description must be (\d+) characters or less$/, (max) => msg`Description must be ${plural(max, { one: '# character', other: '# characters' })} or less`],
  [/^Estimated cost must be (\d+) characters or less$/, (max) => msg`Estimated cost must be ${plural(max, { one: '# character', other: '# characters' })} or less`],
  [/^Event name must be (\d+) characters or less$/, (max) => msg`Event name must be ${plural(max, { one: '# character', other: '# characters' })} or less`],
  [/^Message must be (\d+) characters or less$/, (max) => msg`Message must be ${plural(max, { one: '# character', other: '# characters' })} or less`],
  [/^Category must be (\d+) characters or less$/, (max) => msg`Category must be ${plural(max, { one: '# character', other: '# characters' })} or less`],
  [/^Comment must be (\d+) characters or less$/, (max) => msg`Comment must be ${plural(max, { one: '# character', other: '# characters' })} or less`],
  [/^At most (\d+) categories$/, (max) => msg`At most ${plural(max, { one: '# category', other: '# categories' })}`],
  [/^Share with at most (\d+) members$/, (max) => msg`Share with at most ${plural(max, { one: '# member', other: '# members' })}`],
  [/^Category name must be less than (\d+) characters$/, (max) => msg`Category name must be less than ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Description must be less than (\d+) characters$/, (max) => msg`Description must be less than ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Icon must be less than (\d+) characters$/, (max) => msg`Icon must be less than ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Message must be less than (\d+) characters$/, (max) => msg`Message must be less than ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Note must be at most (\d+) characters$/, (max) => msg`Note must be at most ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Search must be less than (\d+) characters$/, (max) => msg`Search must be less than ${plural(max, { one: '# character', other: '# characters' })}`],
  [/^Type at least (\d+) characters$/, (min) => msg`Type at least ${plural(min, { one: '# character', other: '# characters' })}`],
  [
    /^This account was an admin less than (\d+) hours ago: it cannot be blocked or deleted yet$/,
    (hours) => msg`This account was an admin less than ${plural(hours, { one: '# hour', other: '# hours' })} ago: it cannot be blocked or deleted yet`,
  ],
  [
    /^Please wait (\d+) seconds before requesting another code\.$/,
    (seconds) => msg`Please wait ${plural(seconds, { one: '# second', other: '# seconds' })} before requesting another code.`,
  ],
  [/^Invalid code\. (\d+) attempts? left\.$/, (left) => msg`Invalid code. ${plural(left, { one: '# attempt', other: '# attempts' })} left.`],
  [/^Too many attempts\. Please try again in (\d+) seconds?\.$/, (seconds) => msg`Too many attempts. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`],
  [/^Too many attempts\. Please try again in (\d+) minutes?\.$/, (minutes) => msg`Too many attempts. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`],
  [
    /^Image Too Large: at most (\d+) megapixels, counting every frame of an animation$/,
    (megapixels) => msg`Image Too Large: at most ${plural(megapixels, { one: '# megapixel', other: '# megapixels' })}, counting every frame of an animation`,
  ],
  [/^File Too Large: the image must be under (\d+)MB$/, (megabytes) => msg`File Too Large: the image must be under ${megabytes}MB`],
  [/^That page answered with an error \(HTTP (\d+)\)$/, (status) => msg`That page answered with an error (HTTP ${status})`],
];

/** The plain texts by their English words, read once from the messages themselves. */
let plainByText: Map<string, MessageDescriptor> | undefined;

function plainMessages(): Map<string, MessageDescriptor> {
  if (!plainByText) {
    const english = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: {} } });
    plainByText = new Map(PLAIN.map((message) => [english._(message), message]));
  }
  return plainByText;
}

/** The message of a text that came in English from the server or the contract; undefined for any other text. */
export function knownMessage(text: string): MessageDescriptor | undefined {
  const plain = plainMessages().get(text);
  if (plain) return plain;
  for (const [pattern, message] of COUNTED) {
    const number = pattern.exec(text)?.[1];
    if (number !== undefined) return message(Number(number));
  }
  return undefined;
}

