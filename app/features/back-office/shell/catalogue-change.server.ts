import type { AppDatabase } from '../../../../db/database.server'
import { bumpSearchVersion, invalidateSearchCaches } from '../../search/index.server'

/**
 * After a staff write that changes what the site shows (prices, places, texts): move the catalogue version on, so
 * every process's search and page caches drop their answers at their next version check (at most a second), then
 * drop this module's own caches at once. In that order: dropping first would let a request in between read the old
 * version again and keep it for another second.
 */
export async function announceCatalogueChange(db: AppDatabase): Promise<void> {
  await bumpSearchVersion(db)
  invalidateSearchCaches(db)
}
