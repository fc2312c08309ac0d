import { lazy, useLayoutEffect, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { paths } from '@/config/paths';
import { firstPaint } from '@/lib/first-paint';
import { AdminLoginGate, RequireAdmin, RequireMember, RequireMemberOrAdmin } from './guards';
import { RootLayout } from './root-layout';

/** Once a screen has rendered, the page the server painted gives way to it (unless the screen holds it). */
function ReleaseFirstPaint() {
  useLayoutEffect(() => firstPaint.releaseUnlessHeld(), []);
  return null;
}

/** A screen module exports `Component`; each one is its own chunk, loaded on first visit. */
function screen(load: () => Promise<{ Component: ComponentType }>) {
  const Screen = lazy(() => load().then((m) => ({ default: m.Component })));
  return (
    <>
      <Screen />
      <ReleaseFirstPaint />
    </>
  );
}

// /feed and /following are one screen: one element keeps its state across the tab switch.
const feedScreen = screen(() => import('./routes/feed'));

const sharedCategoryScreen = screen(() => import('./routes/shared-category'));
const sharedDesireScreen = screen(() => import('./routes/shared-desire'));

const MemberShell = lazy(() => import('./shell/member-shell').then((m) => ({ default: m.MemberShell })));
const AdminShell = lazy(() => import('./shell/admin-shell').then((m) => ({ default: m.AdminShell })));

/** Every route of both specs, in one table. Guards wrap the groups that need them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={paths.feed} replace /> },
      { path: 'auth', element: screen(() => import('./routes/auth')) },
      { path: 'auth-modal', element: screen(() => import('./routes/auth-modal')) },
      // No guard and no shell: visitors read a single desire.
      { path: 'post/:id', element: screen(() => import('./routes/post')) },
      // Login required, without the shell.
      { element: <RequireMember />, children: [{ path: 'search', element: screen(() => import('./routes/search')) }] },
      {
        path: 'admin',
        children: [
          { element: <AdminLoginGate />, children: [{ path: 'login', element: screen(() => import('./routes/admin-login')) }] },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminShell />,
                children: [
                  { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
                  { path: 'dashboard', element: screen(() => import('./routes/admin-dashboard')) },
                  { path: 'users', element: screen(() => import('./routes/admin-users')) },
                  { path: 'users/:userId', element: screen(() => import('./routes/admin-user')) },
                ],
              },
            ],
          },
        ],
      },
      {
        // The shell shows for signed-in members; visitors on shared pages get the screen alone.
        element: <MemberShell />,
        children: [
          {
            element: <RequireMember />,
            children: [
              { path: 'feed', element: feedScreen },
              { path: 'following', element: feedScreen },
              { path: 'trending', element: screen(() => import('./routes/trending')) },
              { path: 'notifications', element: screen(() => import('./routes/notifications')) },
              { path: 'settings', element: screen(() => import('./routes/settings')) },
              { path: 'profile', element: screen(() => import('./routes/profile')) },
              { path: 'profile/edit', element: screen(() => import('./routes/profile-edit')) },
              { path: 'profile/:userId', element: screen(() => import('./routes/profile')) },
              { path: 'categories', element: screen(() => import('./routes/categories')) },
              { path: 'categories/:categoryId', element: screen(() => import('./routes/category')) },
              { path: 'upload-test', element: screen(() => import('./routes/upload-test')) },
            ],
          },
          // Admins reach /chat too, where they are told that messaging is not for them.
          { element: <RequireMemberOrAdmin />, children: [{ path: 'chat', element: screen(() => import('./routes/chat')) }] },
          // A link cut short still opens its page, which says "Invalid Share Link".
          { path: 'shared/categories/:categoryId?', element: sharedCategoryScreen },
          { path: 'shared/desires/:id?/:userId?', element: sharedDesireScreen },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
