import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Role changes, Block and Unblock ask first: the dialog is titled like the action, and so is its button. */
export async function confirmAction(user: UserEvent, action: 'Make Admin' | 'Remove Admin' | 'Block User' | 'Unblock User') {
  const dialog = await screen.findByRole('alertdialog', { name: action });
  await user.click(within(dialog).getByRole('button', { name: action }));
}
