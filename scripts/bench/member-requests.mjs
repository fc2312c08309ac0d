// What members ask for, spread the way the app asks: feed pages 1 to 3, a filter now and then (a status,
// a category, one member's desires: the feed's filter bar), single desires and reactions anywhere in the
// table, trending over any period. No two members read the same Following feed or notifications.
// A benchmark that repeats one URL measures the read cache; these spread what the cache can hold.

/** The public desires' categories of the bench seed (server/src/cli/bench-seed.ts). */
export const SEED_CATEGORIES = ['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Other'];
const STATUSES = ['desire', 'in_progress', 'fulfilled'];
const PERIODS = ['all', 'week', 'month', 'year'];
const EMOJIS = ['❤️', '👏', '🔥', '💯', '🎯', '🙌'];
/** Page sizes the app asks for (contract/limits.ts pageSizes). */
const PUBLIC_LIMIT = 8;
const FOLLOWING_LIMIT = 10;

const one = (list, random) => list[Math.floor(random() * list.length)];

/** Page 1 most often, as a feed is read from the top; 2 and 3 as members scroll. */
function feedPage(random) {
  const roll = random();
  return roll < 0.6 ? 1 : roll < 0.85 ? 2 : 3;
}

/** No filter three times in four; otherwise one of the filter bar's: a status, a category or a member. */
function feedFilter(random, memberIds) {
  const roll = random();
  if (roll < 0.75) return '';
  if (roll < 0.85) return `&status=${one(STATUSES, random)}`;
  if (roll < 0.95) return `&category=${one(SEED_CATEGORIES, random)}`;
  return memberIds.length > 0 ? `&userId=${one(memberIds, random)}` : '';
}

/**
 * The request builders, one per kind of request. `spread` holds desire ids from across the whole
 * table and the members' ids; `random` is Math.random unless a test fixes it.
 */
export function memberRequests(spread, random = Math.random) {
  const desireId = () => one(spread.desireIds, random);
  return {
    'Public feed, pages 1 to 3': () => ({ method: 'GET', path: `/api/desires/public?page=${feedPage(random)}&limit=${PUBLIC_LIMIT}${feedFilter(random, spread.memberIds)}` }),
    'Following feed, pages 1 to 3': () => ({ method: 'GET', path: `/api/desires/following?page=${feedPage(random)}&limit=${FOLLOWING_LIMIT}${feedFilter(random, [])}` }),
    'Single desire': () => ({ method: 'GET', path: `/api/desires/${desireId()}` }),
    Trending: () => ({ method: 'GET', path: `/api/desires/trending?limit=5&timeFilter=${one(PERIODS, random)}` }),
    Notifications: () => ({ method: 'GET', path: '/api/notifications' }),
    'Unread count': () => ({ method: 'GET', path: '/api/notifications/unread-count' }),
    Reaction: () => ({ method: 'POST', path: `/api/desires/${desireId()}/react`, body: JSON.stringify({ emoji: one(EMOJIS, random) }) }),
  };
}

/**
 * The mix read where most reading happens: the tops of the feeds (the Public feed's first pages without
 * a filter, the member's own Following page 1), the newest desires opened from them, notifications;
 * reactions still anywhere in the table. Most answers then come from the read cache, so the time of the
 * server around each read (routing, sessions, the reader's cut, writing the answer) weighs as much as
 * the database: a loss there, which the spread mix hides behind its statements, shows here.
 */
export function topRequests(spread, random = Math.random) {
  const spreadRequests = memberRequests(spread, random);
  return {
    ...spreadRequests,
    'Public feed, pages 1 to 3': () => ({ method: 'GET', path: `/api/desires/public?page=${random() < 0.75 ? 1 : 2}&limit=${PUBLIC_LIMIT}` }),
    'Following feed, pages 1 to 3': () => ({ method: 'GET', path: `/api/desires/following?page=1&limit=${FOLLOWING_LIMIT}` }),
    'Single desire': () => ({ method: 'GET', path: `/api/desires/${one(spread.newestIds, random)}` }),
  };
}

/** Pages of 50 taken at even steps from the newest public desire to the oldest. */
const SPREAD_PAGES = 60;
const SPREAD_LIMIT = 50;

/**
 * Desire ids from across the whole public table (up to 3,000: more than the cache's hot set, so single
 * desires are read from the database as often as they would be), the ids of their owners, and the 50
 * newest public desires (topRequests).
 */
export async function readSpread(base, token) {
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const { total, desires: newest } = await get(`/api/desires/public?page=1&limit=${SPREAD_LIMIT}`);
  const pages = Math.max(1, Math.ceil(total / SPREAD_LIMIT));
  const desireIds = new Set();
  const memberIds = new Set();
  for (let k = 0; k < Math.min(SPREAD_PAGES, pages); k++) {
    const page = 1 + Math.floor((k * (pages - 1)) / Math.max(1, Math.min(SPREAD_PAGES, pages) - 1));
    for (const desire of (await get(`/api/desires/public?page=${page}&limit=${SPREAD_LIMIT}`)).desires) {
      desireIds.add(desire._id);
      memberIds.add(typeof desire.userId === 'string' ? desire.userId : desire.userId._id);
    }
  }
  return { desireIds: [...desireIds], memberIds: [...memberIds], newestIds: newest.map((desire) => desire._id) };
}
