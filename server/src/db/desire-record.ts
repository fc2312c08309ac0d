import type { DesireRow } from './schema';

// The shape of one desire as the services' page query reads it: the services cut it per reader
// (services/desires/serialise.ts), and the live channel carries it between processes as it is.

/** A member as lists embed them. */
export interface MemberRef {
  id: string;
  fullName: string;
  profileImage: string | null;
}

/** Rows as the page query's JSON subqueries give them (dates are ISO-like text there). */
export interface ReactionJson {
  id: string;
  userId: string;
  emoji: string;
  createdAt: string;
}
export interface FulfillmentJson {
  id: string;
  /** null (and no name) once the fulfiller deleted their account */
  userId: string | null;
  fullName: string | null;
  profileImage: string | null;
  anonymous: boolean;
  message: string | null;
  fulfilledAt: string | null;
  createdAt: string;
}

/** A giver's part, as the page query gives it (only on a desire with a price). */
export interface PledgeJson {
  /** null (and no name) when the giver's account is out of the members' space: the part stays, unnamed */
  userId: string | null;
  fullName: string | null;
  profileImage: string | null;
  amountCents: number;
  anonymous: boolean;
  message: string | null;
  createdAt: string;
}

/** One desire as the page query returns it: the row, its author, and its small child lists. */
export interface DesireRecord {
  desire: DesireRow;
  author: MemberRef;
  /** The owner is blocked or an admin: nobody may read it (see services/visibility/members.ts notHidden). */
  ownerHidden: boolean;
  reactions: ReactionJson[];
  fulfillments: FulfillmentJson[];
  /** The pledges, newest first: loaded only for a desire with a price (null or absent otherwise). */
  pledges?: PledgeJson[] | null;
  /** Only loaded when the reader owns a custom desire; null otherwise. */
  sharedWith: MemberRef[] | null;
  /**
   * By member, how many of the desire's counted comments are theirs (null when it has none); absent in
   * a record made without it, whose cut then asks the database (services/visibility/counts.ts).
   */
  commenters?: Record<string, number> | null;
}
