import { defineConfig, devices } from '@playwright/test'
import type { E2eOptions, E2eWorkerOptions } from './tests/e2e/fixtures'
import { LANE_TAGS } from './tests/e2e/lanes'

/*
 * Browser tests run in Debian's Chromium against the production build served by the real server entry, once on
 * SQLite and (when E2E_DATABASE_URL names an empty PostgreSQL database) once on PostgreSQL. Each server starts
 * on an empty database, so it migrates and seeds the demo catalogue exactly as a new user's first start does.
 */
const SQLITE_PORT = Number(process.env.E2E_SQLITE_PORT ?? 4310)
const POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 4311)
// E2E_PROJECT=sqlite|postgres runs one dialect only (scripts/test-all.sh runs the two as parallel lanes);
// E2E_PROJECT=visual runs the visual suite alone (its own server: no lane server is started).
const onlyProject = process.env.E2E_PROJECT
const runSqlite = onlyProject === undefined || onlyProject === 'sqlite'
const postgresUrl = onlyProject === undefined || onlyProject === 'postgres' ? process.env.E2E_DATABASE_URL : undefined
const runVisual = onlyProject === undefined || onlyProject === 'visual'
/*
 * When both dialects are part of the run (CI's two lanes side by side), a browser test whose subject does not
 * depend on the database dialect runs in one lane only, so the two lanes do different work and end together (ADR
 * 0035). What such a test reads from the database is the same queries the integration tests run on both dialects.
 * - Whole specs: the home page's widgets and analytics, information pages' extras, the sandbox card page, the site
 *   shell, listings and search, the tour page, the walk through every back-office section.
 * - Specs that cover both brands split them (tests/e2e/lanes.ts): Meridian's tests in the SQLite lane, Cavendish's
 *   in the PostgreSQL lane — the chrome at every width, information pages, sign-in, My bookings, checkout part 1,
 *   the booking-failed form, the brochure popups. Both brands and both dialects still run each journey.
 * - Both lanes run everything else in full: the booking and payment journeys, the back office's bookings.
 * With one dialect only (no E2E_DATABASE_URL) every test runs there; E2E_SPLIT=0 turns the split off.
 */
const DIALECT_INDEPENDENT: Record<'sqlite' | 'postgres', string[]> = {
  sqlite: [
    'fixtures.spec.ts',
    'admin-sections.spec.ts',
    'tour-page.spec.ts',
    'site-shell.spec.ts',
    'search-defects.spec.ts',
    'payments-sandbox.spec.ts',
  ],
  postgres: ['home-and-analytics.spec.ts', 'discovery.spec.ts'],
}
const splitByDialect = Boolean(process.env.E2E_DATABASE_URL) && process.env.E2E_SPLIT !== '0'
/*
 * The visual suite (visual.spec.ts, ADR 0042) is a project of its own: it starts its own server on a moved clock and
 * uses neither lane's server nor database, so CI runs it in the checks lane (scripts/test-all.sh), which is idle
 * while the dialect lanes run their browser tests.
 */
const VISUAL_SPEC = '**/visual.spec.ts'
/*
 * Its tests (a page type on one brand each) are independent and share the one server visual/global-setup.ts starts
 * for the run, so they run in parallel: two workers by default (E2E_VISUAL_WORKERS). With the byte-equal capture
 * check this took the suite from 4 min 51 s to 3 min 15 s on a two-core machine that was twice as busy for the
 * second figure (ADR 0042). The dialect lanes keep one worker each.
 */
const VISUAL_WORKERS = Number(process.env.E2E_VISUAL_WORKERS ?? 2)
/** The specs a project leaves to the other dialect's project, and the visual suite (its own project). */
const leftToOther = (project: 'sqlite' | 'postgres'): string[] => [
  VISUAL_SPEC,
  ...(splitByDialect
    ? DIALECT_INDEPENDENT[project === 'sqlite' ? 'postgres' : 'sqlite'].map((file) => `**/${file}`)
    : []),
]
/** The tests a project leaves to the other lane by their brand's lane tag. */
const otherLaneTag = (project: 'sqlite' | 'postgres'): RegExp | undefined =>
  splitByDialect ? new RegExp(LANE_TAGS[project === 'sqlite' ? 'postgres' : 'sqlite']) : undefined

// Each project's `databaseUrl` is its server's database, which the `db` fixture opens (tests/e2e/fixtures.ts).
const sqliteUrl = `file:tmp/e2e-sqlite-${SQLITE_PORT}/itinera.db`

const serverEnv = (port: number, databaseUrl: string) => ({
  NODE_ENV: 'production',
  APP_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: 'playwright-session-secret-0123456789abcdef',
  LOG_LEVEL: 'warn',
  // The browser tests make their own bookings and count them (dashboards, lists, exports): the demo bookings a first
  // start seeds for a person would change what they see.
  SEED_DEMO_BOOKINGS: 'false',
  // `exec` below makes the server Playwright's own child, so that it stops when an interrupted run leaves it behind.
  ITINERA_EXIT_WITH_PARENT: '1',
})

const chromiumArgs = [
  // *.localhost names the brands; Chromium resolves them to loopback, and this makes that explicit.
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
}

export default defineConfig<E2eOptions, E2eWorkerOptions>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: onlyProject === 'visual' ? VISUAL_WORKERS : 1,
  // The visual suite's own server, once per run (none when only a lane runs: E2E_PROJECT=sqlite or postgres).
  globalSetup: runVisual ? './tests/e2e/visual/global-setup.ts' : undefined,
  forbidOnly: !!process.env.CI,
  // No retries: a test that fails once is a defect to find (the causes found so far: clicks before hydration, a
  // filter tick lost between a debounced navigation and its render, shared rate-limit counters).
  retries: 0,
  // Hang detectors, not speed checks (bench/ measures speed): the SQLite and PostgreSQL lanes run side by side on
  // two cores (scripts/test-all.sh), so a long journey gets about half the machine. 120 s, not 60: on a slow CI
  // machine a walk through a dozen pages with axe on each took 57 s of the 60 (and then over); a hang still fails.
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    // The visual suite (tests/e2e/visual.spec.ts): whole pages, nothing moving, no caret; a baseline differs from
    // the page by no pixel beyond anti-aliasing noise (Playwright's per-pixel colour threshold).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One baseline per page, brand and width whichever lane runs the suite (no project or platform in the name).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  outputDir: `tmp/playwright-output-${onlyProject ?? 'all'}-${SQLITE_PORT}`,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e.json' }]],
  // A failed test keeps its trace: actions, network and DOM snapshots (what diagnoses a failure), without the
  // trace's screencast, which cost about a sixth of the browser's CPU in every test, passed or not. The failure
  // screenshot is still taken.
  use: {
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    ...(runSqlite
      ? [
          {
            name: 'sqlite',
            testIgnore: leftToOther('sqlite'),
            grepInvert: otherLaneTag('sqlite'),
            use: { ...browser, baseURL: `http://localhost:${SQLITE_PORT}`, databaseUrl: sqliteUrl },
          },
        ]
      : []),
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            testIgnore: leftToOther('postgres'),
            grepInvert: otherLaneTag('postgres'),
            use: { ...browser, baseURL: `http://localhost:${POSTGRES_PORT}`, databaseUrl: postgresUrl },
          },
        ]
      : []),
    ...(runVisual
      ? [{ name: 'visual', testMatch: VISUAL_SPEC, fullyParallel: true, workers: VISUAL_WORKERS, use: { ...browser } }]
      : []),
  ],
  webServer: [
    ...(runSqlite
      ? [
          {
            command: `rm -rf tmp/e2e-sqlite-${SQLITE_PORT} && exec node --import tsx server/main.ts`,
            env: serverEnv(SQLITE_PORT, sqliteUrl),
            url: `http://127.0.0.1:${SQLITE_PORT}/healthz`,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(postgresUrl
      ? [
          {
            command: 'exec node --import tsx server/main.ts',
            env: serverEnv(POSTGRES_PORT, postgresUrl),
            url: `http://127.0.0.1:${POSTGRES_PORT}/healthz`,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
})
