import { nextOccurrence, todayOf, type Occasion, type OccasionBody, type OccasionVisibility } from '@contract/occasion';

/** Soonest first (a past one-off last), then by title: the order the lists show. */
export function sortOccasions(list: readonly Occasion[], today: string = todayOf()): Occasion[] {
  const rank = (occasion: Occasion) => (occasion.next < today ? `1${occasion.next}` : `0${occasion.next}`);
  return [...list].sort((a, b) => rank(a).localeCompare(rank(b)) || a.title.localeCompare(b.title));
}

/** The body's values on an occasion, with the day it next falls counted again. */
export function withBody(occasion: Occasion, body: OccasionBody, today: string = todayOf()): Occasion {
  const yearly = body.yearly ?? false;
  const visibility: OccasionVisibility = body.visibility ?? 'followers';
  return { ...occasion, title: body.title.trim(), date: body.date, yearly, visibility, next: nextOccurrence({ date: body.date, yearly }, today) };
}

let localCounter = 0;
/** An id for an occasion shown before the server has given it one. */
export const localOccasionId = () => `local-occasion-${Date.now().toString(36)}-${(localCounter += 1)}`;
export const isLocalOccasion = (id: string) => id.startsWith('local-occasion-');

/** The row a new occasion shows while the server makes it. */
export function draftOccasion(body: OccasionBody, userId: string): Occasion {
  const blank: Occasion = { _id: localOccasionId(), userId, title: '', date: body.date, yearly: false, visibility: 'followers', next: body.date, createdAt: new Date().toISOString() };
  return withBody(blank, body);
}

export const occasionAdded = (list: Occasion[] | null | undefined, occasion: Occasion) => (list ? sortOccasions([...list, occasion]) : list);
export const occasionReplaced = (list: Occasion[] | null | undefined, id: string, occasion: Occasion) =>
  list ? sortOccasions(list.map((item) => (item._id === id ? occasion : item))) : list;
export const occasionRemoved = (list: Occasion[] | null | undefined, id: string) => (list ? list.filter((item) => item._id !== id) : list);
