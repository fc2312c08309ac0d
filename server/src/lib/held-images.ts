import { randomBytes } from 'node:crypto';

/**
 * Images the JSON parser decoded from a body's data URLs (plugins/json-parser.ts), each held under a
 * reference that takes the data URL's place in the body: a data URL of the same head whose base64 is
 * a random token. Validation takes it as it would the data URL (whose length the parser checked
 * against the field's), and resolveImageRef trades it for the bytes, so that the main thread never
 * makes a string of 14 million characters: making one took the event loop about 55 ms on a virtual
 * machine, most of it the first touch of its memory. What a request does not take is dropped when it ends.
 */
const held = new Map<string, Buffer>();

/** The longest a reference is: a data URL's head and a 24-character token. */
const REFERENCE_MAX = 256 + 24;

export function holdImage(head: string, bytes: Buffer): string {
  const reference = `${head}${randomBytes(18).toString('base64')}`;
  held.set(reference, bytes);
  return reference;
}

/** The bytes a reference stands for, once; undefined for any other value. */
export function takeHeldImage(value: string): Buffer | undefined {
  if (value.length > REFERENCE_MAX) return undefined;
  const bytes = held.get(value);
  held.delete(value);
  return bytes;
}

export function dropHeldImage(reference: string): void {
  held.delete(reference);
}

/** How many images are held now: none once every request that decoded one has ended. */
export const heldImageCount = (): number => held.size;
