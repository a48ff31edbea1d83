/*
 * ADR 0035: when one run has both dialects (CI's two lanes side by side), a browser test whose subject does not
 * depend on the database runs in one lane only. Whole files are listed in playwright.config.ts; a spec that covers
 * both brands splits them instead: Meridian's tests run in the SQLite lane and Cavendish's in the PostgreSQL lane,
 * by these tags (each project's `grepInvert` leaves the other lane's tag out). With one dialect, every test runs.
 */
export const LANE_TAGS = { sqlite: '@lane-sqlite', postgres: '@lane-postgres' } as const

/** The lane of a brand's half of a spec, as a test or describe option: `test.describe(title, brandLane(brand), …)`. */
export const brandLane = (brand: 'meridian' | 'cavendish'): { tag: string } => ({
  tag: brand === 'meridian' ? LANE_TAGS.sqlite : LANE_TAGS.postgres,
})
