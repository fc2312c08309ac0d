/**
 * Builders for every route of both specs: the app's links and the server's deep links (push, mail) are
 * made here alone. Every builder's address is a route of the manifest beside it
 * (tests/contract/route-manifest.test.ts holds them to it).
 */
export const paths = {
  root: '/',
  feed: '/feed',
  following: '/following',
  trending: '/trending',
  search: '/search',
  notifications: '/notifications',
  settings: '/settings',
  chat: (chatId?: string) => (chatId ? `/chat?chatId=${encodeURIComponent(chatId)}` : '/chat'),
  /** A profile's Message button: the chat screen opens (or starts) the conversation with this member. */
  chatWith: (userId: string) => `/chat?user=${encodeURIComponent(userId)}`,
  categories: '/categories',
  /** The member's saved desires (an extra of our server). */
  saved: '/saved',
  /** The occasions of the members one follows that come soon (an extra of our server). */
  upcoming: '/upcoming',
  category: (categoryId: string) => `/categories/${categoryId}`,
  profile: '/profile',
  profileEdit: '/profile/edit',
  member: (userId: string) => `/profile/${userId}`,
  post: (id: string) => `/post/${id}`,
  sharedCategory: (categoryId: string, ownerId: string) => `/shared/categories/${categoryId}?user=${encodeURIComponent(ownerId)}`,
  sharedDesire: (id: string, userId: string) => `/shared/desires/${id}/${userId}`,
  auth: '/auth',
  authModal: '/auth-modal',
  uploadTest: '/upload-test',
  /** The installed app's share target and the Settings bookmarklet: opens the new-desire form with what was shared. */
  shareTarget: '/share-target',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    reports: '/admin/reports',
    user: (userId: string) => `/admin/users/${userId}`,
  },
} as const;
