/**
 * The member's own comments that this tab has already settled. The live channel echoes every comment
 * to everyone who may see the desire, its writer included; an echo of one of these is not counted
 * again (the comment list may not be loaded to tell by its id).
 */
const LIMIT = 100;
const settled = new Set<string>();

export const ownComments = {
  remember(id: string) {
    settled.add(id);
    // A Set keeps insertion order: the oldest goes first.
    if (settled.size > LIMIT) settled.delete(settled.values().next().value as string);
  },
  has: (id: string) => settled.has(id),
};
