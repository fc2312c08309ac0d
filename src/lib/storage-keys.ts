/** Every key the app keeps in browser storage. */
export const storageKeys = {
  memberToken: 'social_exp_token',
  adminToken: 'admin_token',
} as const;
