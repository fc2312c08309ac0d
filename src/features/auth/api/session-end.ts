import { ADMIN_MESSAGES } from '@contract/admin-messages';

/** The reasons the app repeats on the sign-in page; any other ending says nothing there, as before. */
const TOLD: readonly string[] = [ADMIN_MESSAGES.accountBlocked, ADMIN_MESSAGES.adminSignsInElsewhere];

let reason: string | null = null;

/**
 * Why the server ended this tab's session, when it said so (the live channel's close reason, or a
 * refused request): an admin blocked the account, or made it an admin's. The sign-in page the
 * member is sent to shows it in the form until someone signs in here.
 */
export const sessionEndReason = {
  note: (message: string | null | undefined) => {
    if (message && TOLD.includes(message)) reason = message;
  },
  get: () => reason,
  clear: () => {
    reason = null;
  },
};
