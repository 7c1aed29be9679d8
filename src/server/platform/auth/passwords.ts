import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id (Algorithm.Argon2id). The package declares Algorithm as an ambient const enum, which
 * isolated-module builds (tsx, esbuild) cannot inline, so its value is spelled out here.
 */
const ARGON2ID = 2 as Algorithm.Argon2id;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail answers like a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('gearloop-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
