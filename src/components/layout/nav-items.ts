import { Bell, Bookmark, CalendarHeart, FolderHeart, Home, MessageCircle, Search, TrendingUp, UserRound, Users, type LucideIcon } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@contract/pages/paths';
import type { Extra } from '@/lib/extras';

export interface ShellUser {
  _id: string;
  fullName: string;
  email: string;
  profileImage?: string | null;
}

export interface UnreadCounts {
  notifications: number;
  messages: number;
}

export interface NavItem {
  /** Rendered in the reader's language (`i18n._(label)`). */
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Which unread count the item shows. */
  count?: keyof UnreadCounts;
  /** Active for every path under `to`, not only `to` itself. */
  prefix?: boolean;
  /** Shown only while the backend offers this extra ('occasions': once it said it does). */
  extra?: Extra;
}

/** The side menu's entries, in the spec's order. */
export const sideMenuItems: NavItem[] = [
  { label: msg`Home Feed`, to: paths.feed, icon: Home },
  { label: msg`Following`, to: paths.following, icon: Users },
  { label: msg`Trending`, to: paths.trending, icon: TrendingUp },
  { label: msg`Categories`, to: paths.categories, icon: FolderHeart, prefix: true },
  { label: msg`Saved`, to: paths.saved, icon: Bookmark, extra: 'saved' },
  // Only once the backend has answered that it keeps occasions (the shell asks it).
  { label: msg`Upcoming`, to: paths.upcoming, icon: CalendarHeart, extra: 'occasions' },
  { label: msg`Notifications`, to: paths.notifications, icon: Bell, count: 'notifications' },
  { label: msg`Messages`, to: paths.chat(), icon: MessageCircle, count: 'messages' },
  { label: msg`Search Users`, to: paths.search, icon: Search },
  { label: msg`Profile`, to: paths.profile, icon: UserRound, prefix: true },
];

/** Whether a menu entry shows: an extra's only while the backend offers it. */
export const itemShown = (item: NavItem, offered: { saved: boolean; occasions: boolean }) =>
  item.extra === 'saved' ? offered.saved : item.extra === 'occasions' ? offered.occasions : true;

export function isActive(item: Pick<NavItem, 'to' | 'prefix'>, pathname: string): boolean {
  return pathname === item.to || (Boolean(item.prefix) && pathname.startsWith(`${item.to}/`));
}
