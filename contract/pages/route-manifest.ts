/**
 * Every route of the app, as plain data: the route table (src/app/router.tsx), the server's hints for
 * the chunks a page loads first (server/src/lib/route-modules.ts), the build's first-visit chunks
 * (scripts/first-visit-chunks.ts) and the size budget (scripts/build-plugins.ts) are all read from here.
 * It imports nothing, so that the server and the build scripts (Node, type-stripping) read it as is.
 * Module paths are relative to the project root, as Vite's build manifest names them.
 */

/** The frame a screen renders in. */
export type Shell = 'none' | 'member' | 'admin';

/** Who may open a route (src/app/guards.tsx); the others are sent elsewhere. */
export type Guard = 'none' | 'member' | 'admin' | 'member-or-admin' | 'admin-login-gate';

/**
 * The kinds of first visit whose modules the build groups into chunks of their own, so that each one
 * fetches a handful of files (scripts/first-visit-chunks.ts). The other routes' screens are split
 * automatically.
 */
export type FirstVisitKind = 'auth' | 'post' | 'member' | 'shared';

export interface RouteEntry {
  /** React Router syntax: `:name` a parameter, `:name?` an optional one. */
  path: string;
  /** `src/app/routes/<name>.tsx`, which exports `Component`. */
  screen: string;
  shell: Shell;
  guard: Guard;
  /**
   * The kind of first visit whose chunk group this route's modules shape. A first visit to any route
   * gets its modules named in the page (server/src/lib/route-modules.ts); these few also decide how
   * the build splits the app.
   */
  firstVisit?: FirstVisitKind;
  /** Lazy modules the screen opens at once on a first visit; they stay chunks of their own. */
  alsoRenders?: readonly string[];
  /** The name under which the size budget (docs/architecture.md "Budgets") weighs this first visit. */
  budget?: string;
  /** Routes with the same name render one element: the screen keeps its state across them. */
  sharedElement?: string;
}

export interface RouteRedirect {
  path: string;
  to: string;
  shell: Shell;
  guard: Guard;
}

/** Each shell's modules: the frame for everyone, and the part only a signed-in member sees. */
export const shellModules: Record<Exclude<Shell, 'none'>, { frame: string; signedIn?: string }> = {
  member: { frame: 'src/app/shell/member-shell.tsx', signedIn: 'src/app/shell/signed-in-shell.tsx' },
  admin: { frame: 'src/app/shell/admin-shell.tsx' },
};

/**
 * The app's own start (providers, router, routes), which src/main.tsx imports once React DOM has
 * run: every page loads it, so the server names its chunks in every page and the size budget counts them.
 */
export const appStartModule = 'src/app/start.tsx';

const screen = (name: string) => `src/app/routes/${name}.tsx`;

/**
 * What each kind of first visit loads soon after its screen is up (and `every` on every visit): the
 * build keeps what a first screen shares with these out of another visit's chunk, so a later load on
 * one page never fetches a chunk made for another (scripts/first-visit-chunks.ts).
 */
export const firstVisitLater: Record<FirstVisitKind | 'every', readonly string[]> = {
  // The toaster, and the warm-up reads' queries (src/features/desires/api/warm-up.ts).
  every: ['src/components/ui/toaster.tsx', 'src/features/desires/api/queries.ts'],
  auth: ['src/features/auth/components/steps/later-steps.ts'],
  post: [],
  member: [
    'src/app/live/dispatch.ts',
    'src/features/search/components/top-user-search.tsx',
    'src/features/feed/components/trending-column.tsx',
  ],
  shared: [],
};

export const routeManifest: readonly RouteEntry[] = [
  { path: '/auth', screen: screen('auth'), shell: 'none', guard: 'none', firstVisit: 'auth', budget: '/auth' },
  { path: '/auth-modal', screen: screen('auth-modal'), shell: 'none', guard: 'none' },
  // Visitors read a single desire; its comments open with it.
  {
    path: '/post/:id',
    screen: screen('post'),
    shell: 'none',
    guard: 'none',
    firstVisit: 'post',
    alsoRenders: ['src/features/desires/components/card/comments.tsx'],
    budget: '/post/:id (visitor)',
  },
  { path: '/search', screen: screen('search'), shell: 'none', guard: 'member' },
  { path: '/admin/login', screen: screen('admin-login'), shell: 'none', guard: 'admin-login-gate' },
  { path: '/admin/dashboard', screen: screen('admin-dashboard'), shell: 'admin', guard: 'admin' },
  { path: '/admin/users', screen: screen('admin-users'), shell: 'admin', guard: 'admin' },
  { path: '/admin/users/:userId', screen: screen('admin-user'), shell: 'admin', guard: 'admin' },
  { path: '/admin/reports', screen: screen('admin-reports'), shell: 'admin', guard: 'admin' },
  // The two tabs of one feed.
  { path: '/feed', screen: screen('feed'), shell: 'member', guard: 'member', firstVisit: 'member', budget: '/feed (signed in)', sharedElement: 'feed' },
  { path: '/following', screen: screen('feed'), shell: 'member', guard: 'member', firstVisit: 'member', sharedElement: 'feed' },
  { path: '/trending', screen: screen('trending'), shell: 'member', guard: 'member' },
  { path: '/notifications', screen: screen('notifications'), shell: 'member', guard: 'member' },
  { path: '/settings', screen: screen('settings'), shell: 'member', guard: 'member' },
  { path: '/profile', screen: screen('profile'), shell: 'member', guard: 'member' },
  { path: '/profile/edit', screen: screen('profile-edit'), shell: 'member', guard: 'member' },
  { path: '/profile/:userId', screen: screen('profile'), shell: 'member', guard: 'member' },
  { path: '/categories', screen: screen('categories'), shell: 'member', guard: 'member' },
  { path: '/saved', screen: screen('saved'), shell: 'member', guard: 'member' },
  { path: '/upcoming', screen: screen('upcoming'), shell: 'member', guard: 'member' },
  { path: '/categories/:categoryId', screen: screen('category'), shell: 'member', guard: 'member' },
  { path: '/upload-test', screen: screen('upload-test'), shell: 'member', guard: 'member' },
  // What another app shares (the manifest's share_target) or the bookmarklet sends: the create form opens over the feed.
  { path: '/share-target', screen: screen('share-target'), shell: 'member', guard: 'member' },
  // Admins reach /chat too, where they are told that messaging is not for them.
  { path: '/chat', screen: screen('chat'), shell: 'member', guard: 'member-or-admin' },
  // Shared pages: visitors get the screen alone, members the shell around it. A link cut short still
  // opens its page, which says "Invalid Share Link".
  { path: '/shared/categories/:categoryId?', screen: screen('shared-category'), shell: 'member', guard: 'none', firstVisit: 'shared' },
  { path: '/shared/desires/:id?/:userId?', screen: screen('shared-desire'), shell: 'member', guard: 'none', firstVisit: 'shared' },
];

export const routeRedirects: readonly RouteRedirect[] = [
  { path: '/', to: '/feed', shell: 'none', guard: 'none' },
  { path: '/admin', to: '/admin/dashboard', shell: 'admin', guard: 'admin' },
];

/**
 * The lazy modules a first visit to a route renders, which the server names in the page: its shell's (the signed-in part only behind a guard: shared pages
 * are read mostly by visitors), its screen, and with `withAlso` what the screen opens at once.
 */
export function firstVisitModules(entry: RouteEntry, { withAlso = true } = {}): string[] {
  const shell = entry.shell === 'none' ? null : shellModules[entry.shell];
  return [
    ...(shell ? [shell.frame] : []),
    ...(shell?.signedIn && entry.guard !== 'none' ? [shell.signedIn] : []),
    entry.screen,
    ...(withAlso ? (entry.alsoRenders ?? []) : []),
  ];
}
