import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { getCatalogue } from '../search/index.server'
import { buildSiteMenu, EMPTY_SITE_MENU, type SiteMenu } from './site-menu'

type BrandCatalogue = Awaited<ReturnType<typeof getCatalogue>>

/*
 * The menu is derived from the brand's search catalogue (per brand and market, rebuilt when the catalogue version
 * changes), and kept beside that catalogue object: a new catalogue version is a new object, so the menu is built
 * once per version and the old one goes with its catalogue. Per request this costs the catalogue's version check
 * (at most one small read a second per process) and a WeakMap look-up.
 */
const menus = new WeakMap<BrandCatalogue, Promise<SiteMenu>>()

export async function getSiteMenu(db: AppDatabase, brand: Pick<BrandContext, 'id' | 'marketCode' | 'currency'>) {
  let catalogue: BrandCatalogue
  try {
    catalogue = await getCatalogue(db, brand)
  } catch (error) {
    // The menu is chrome: a catalogue that cannot be read leaves it empty rather than failing every page.
    console.warn('site menu: the catalogue could not be read', error)
    return EMPTY_SITE_MENU
  }
  let menu = menus.get(catalogue)
  if (!menu) {
    menu = db
      .selectFrom('tags')
      .select('id')
      .where('kind', '=', 'offer')
      .execute()
      .then((rows) => buildSiteMenu(catalogue, new Set(rows.map((row) => row.id))))
    menus.set(catalogue, menu)
    menu.catch(() => menus.delete(catalogue))
  }
  return menu
}
