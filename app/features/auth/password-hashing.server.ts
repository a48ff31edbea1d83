import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2'

/*
 * Passwords are hashed with argon2id through @node-rs/argon2 (prebuilt binaries, no node-gyp), with OWASP's
 * Password Storage Cheat Sheet minimum for argon2id: m = 19 MiB, t = 2, p = 1 (about 25–50 ms on one core of the
 * 2-core reference machine; docs/decisions/0016-sign-in-sessions-and-passwords.md). The hash string carries its own
 * parameters and salt (PHC format), so raising them later only needs `needsRehash` at the next login.
 *
 * verifyWithoutAccount runs the same verification against a fixed hash, so "no such account" costs what a wrong
 * password costs and login timing says nothing about which e-mails are registered.
 */

// The package's Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS)
}

/** False for a wrong password and for a stored value that is not an argon2 hash (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/** Spends one verification's time and answers false: the login path for an e-mail with no account. */
export async function verifyWithoutAccount(password: string): Promise<false> {
  dummyHash ??= hash('no account has this password, ever', PASSWORD_HASH_OPTIONS)
  await verifyPassword(await dummyHash, password)
  return false
}

/** Whether a stored hash was made with other parameters than today's (re-hash it after a successful login). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash)
    return (
      options.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      options.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      options.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      options.parallelism !== PASSWORD_HASH_OPTIONS.parallelism ||
      options.outputLen !== PASSWORD_HASH_OPTIONS.outputLen
    )
  } catch {
    return true
  }
}
