import { hash, verify } from '@node-rs/argon2';

// argon2id (the package's default algorithm) with OWASP's first recommended profile: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check when no account matches, so timing does not tell which emails exist. */
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
}
