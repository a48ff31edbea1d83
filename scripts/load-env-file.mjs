/*
 * Preloaded (`--import ./scripts/load-env-file.mjs`) by the npm scripts a person runs — start, serve, dev,
 * db:migrate, db:seed, staff:create, brochures:export — so that a `.env` file beside package.json configures them
 * (`cp .env.example .env`). A variable already in the environment wins over the file. Without a file nothing
 * happens (Node's own --env-file-if-exists would print a notice on every start).
 *
 * Test runners never load it (ADR 0038): Vitest builds the server's configuration from explicit values, and
 * Playwright and the fault suite start `node --import tsx server/main.ts` with their own, so a developer's `.env`
 * cannot change what a test sees.
 */
import { existsSync } from 'node:fs'

const ENV_FILE = '.env'

if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE)
