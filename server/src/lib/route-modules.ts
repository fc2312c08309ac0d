/**
 * Which lazy modules of the app (src/app/router.tsx) a first visit to an address renders, so the
 * server can name their chunks in the page before the app asks for them. Addresses not listed get
 * no hints; a wrong entry only costs a wasted download, never a broken page.
 */
const SHELL = 'src/app/shell/member-shell.tsx';
// The signed-in part of the shell, its own chunk: member screens name it, shared pages (read mostly by visitors) do not.
const SIGNED_IN = 'src/app/shell/signed-in-shell.tsx';
const screen = (name: string) => `src/app/routes/${name}.tsx`;
// A desire's own page opens its comments at once; feeds fetch their code when a card's comments open.
const COMMENTS = 'src/features/desires/components/card/comments.tsx';

const ROUTES: [RegExp, string[]][] = [
  [/^\/auth\/?$/, [screen('auth')]],
  [/^\/auth-modal\/?$/, [screen('auth-modal')]],
  [/^\/post\/[^/]+\/?$/, [screen('post'), COMMENTS]],
  [/^\/search\/?$/, [screen('search')]],
  [/^\/admin\/login\/?$/, [screen('admin-login')]],
  [/^\/(feed|following)\/?$/, [SHELL, SIGNED_IN, screen('feed')]],
  [/^\/trending\/?$/, [SHELL, SIGNED_IN, screen('trending')]],
  [/^\/notifications\/?$/, [SHELL, SIGNED_IN, screen('notifications')]],
  [/^\/settings\/?$/, [SHELL, SIGNED_IN, screen('settings')]],
  [/^\/profile\/edit\/?$/, [SHELL, SIGNED_IN, screen('profile-edit')]],
  [/^\/profile(\/[^/]+)?\/?$/, [SHELL, SIGNED_IN, screen('profile')]],
  [/^\/categories\/?$/, [SHELL, SIGNED_IN, screen('categories')]],
  [/^\/categories\/[^/]+\/?$/, [SHELL, SIGNED_IN, screen('category')]],
  [/^\/chat\/?$/, [SHELL, SIGNED_IN, screen('chat')]],
  [/^\/shared\/categories(\/[^/]*)?\/?$/, [SHELL, screen('shared-category')]],
  [/^\/shared\/desires(\/[^/]*){0,2}\/?$/, [SHELL, screen('shared-desire')]],
];

/** The source paths of the lazy modules that `pathname` renders first, as Vite's manifest names them. */
export function routeModules(pathname: string): string[] {
  return ROUTES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
