// What the server answers when an admin action or a sign-in is refused, word for word: the app
// compares answers with these. No schemas here, so that reading a message builds none.
export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  ownAdminRole: 'You cannot remove your own admin role',
  adminNotDeletable: 'Admin accounts cannot be deleted',
  adminNotBlockable: 'Admin accounts cannot be blocked',
  blockedNotAdmin: 'Unblock this account before making it an admin',
  mainAdmin: "This is the site's main admin account (set by ADMIN_EMAIL): it cannot be demoted, blocked or deleted",
  lastAdmin: 'This is the last admin: make another admin before removing this one',
  recentlyDemoted: 'This account was an admin less than 24 hours ago: it cannot be blocked or deleted yet',
  changedMeanwhile: 'This account was just changed by another admin. Please reload and try again.',
  accountBlocked: 'This account has been blocked.',
  /** A member's sign-in (or live channel) refused because the account is an admin's now. */
  adminSignsInElsewhere: 'Admin accounts sign in at the admin area.',
  userDeleted: 'User deleted',
} as const;
