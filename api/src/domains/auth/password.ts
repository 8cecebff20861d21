import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A password as it is hashed: in Unicode's composed form (NFC), so that "é" typed as one
 * character or as "e" and an accent — as keyboards and systems differ — is the same password
 * (RELIABILITY 6, ASVS 6.2.x).
 */
const normalised = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalised(password), hashOptions);
}

/**
 * False for a wrong password and for a malformed or unusable stored hash. A hash made before
 * passwords were normalised is of the password as typed then: that form is tried too.
 */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    if (await argon2.verify(hash, normalised(password))) return true;
    return normalised(password) !== password && (await argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for logins to unknown accounts, so the
 * response time does not tell whether an address has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
