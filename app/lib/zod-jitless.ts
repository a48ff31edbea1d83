/*
 * Zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying once: under
 * our Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a CSP violation, in the
 * browser's Issues panel and by Lighthouse (best practices), although Zod catches it. Without its JIT Zod never
 * tries; the forms' schemas are small, so the interpreted parse costs nothing a visitor notices.
 *
 * Zod keeps its settings on one object shared through `globalThis.__zod_globalConfig` (zod/v4/core/core.js, so that
 * several copies of Zod agree), and `z.config()` only assigns to it. Setting the flag there, rather than importing
 * `config` from Zod, keeps Zod's core out of the entry chunk (4 kB gzip of every page's first load); it works whether
 * Zod has loaded yet or not, since Zod keeps an object it finds there.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }

export function turnOffZodJit(): void {
  const global = globalThis as ZodGlobal
  global.__zod_globalConfig ??= {}
  global.__zod_globalConfig.jitless = true
}
