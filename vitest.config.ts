import { defineConfig } from 'vitest/config'

/*
 * Vitest has its own config so that tests never load the React Router Vite plugin. Two projects: fast pure unit
 * tests (node, jsdom for components), and integration tests that start the real server against a real database
 * (SQLite per worker, or PostgreSQL when TEST_DATABASE_URL is set).
 */
const alias = { '~': new URL('./app', import.meta.url).pathname }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'db/**/*.test.ts',
            'server/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
          environment: 'node',
          // A hang detector, not a speed check: the component journeys (a whole checkout in jsdom) took 5.5 s of the
          // default 5 s while two browser lanes shared the machine's two cores (scripts/test-all.sh).
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
})
