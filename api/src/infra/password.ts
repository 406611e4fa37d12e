import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: Argon2id, m=19 MiB, t=2, p=1.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so a miss costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('guardian-timing-equaliser-0'));

/**
 * Checks a password against an account's hash; without an account (or a password-less one) it verifies against the
 * dummy hash anyway and answers false, so both cases take the same time.
 */
export async function passwordMatches(passwordHash: string | null | undefined, password: string) {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyPassword(await dummyPasswordHash(), password);
  return false;
}
