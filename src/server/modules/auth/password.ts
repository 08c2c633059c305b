import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the enum is a const enum, which isolated modules cannot import. */
const ARGON2ID = 2;

/** argon2id with OWASP's 2024 minimum (19 MiB, 2 passes): about 12 ms a hash on these machines. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the username does not exist, so that a wrong username and a wrong
 * password take the same time and do not tell an attacker which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}
