/**
 * Which lazy modules of the app (src/app/router.tsx) a first visit to an address renders, so the
 * server can name their chunks in the page before the app asks for them. Addresses not listed get
 * no hints; a wrong entry only costs a wasted download, never a broken page.
 */
const SHELL = 'src/app/shell/member-shell.tsx';
const screen = (name: string) => `src/app/routes/${name}.tsx`;

const ROUTES: [RegExp, string[]][] = [
  [/^\/auth\/?$/, [screen('auth')]],
  [/^\/auth-modal\/?$/, [screen('auth-modal')]],
  [/^\/post\/[^/]+\/?$/, [screen('post')]],
  [/^\/search\/?$/, [screen('search')]],
  [/^\/admin\/login\/?$/, [screen('admin-login')]],
  [/^\/(feed|following)\/?$/, [SHELL, screen('feed')]],
  [/^\/trending\/?$/, [SHELL, screen('trending')]],
  [/^\/notifications\/?$/, [SHELL, screen('notifications')]],
  [/^\/settings\/?$/, [SHELL, screen('settings')]],
  [/^\/profile\/edit\/?$/, [SHELL, screen('profile-edit')]],
  [/^\/profile(\/[^/]+)?\/?$/, [SHELL, screen('profile')]],
  [/^\/categories\/?$/, [SHELL, screen('categories')]],
  [/^\/categories\/[^/]+\/?$/, [SHELL, screen('category')]],
  [/^\/chat\/?$/, [SHELL, screen('chat')]],
  [/^\/shared\/categories(\/[^/]*)?\/?$/, [SHELL, screen('shared-category')]],
  [/^\/shared\/desires(\/[^/]*){0,2}\/?$/, [SHELL, screen('shared-desire')]],
];

/** The source paths of the lazy modules that `pathname` renders first, as Vite's manifest names them. */
export function routeModules(pathname: string): string[] {
  return ROUTES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
