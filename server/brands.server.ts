import type { BrandContext } from '../app/context'
import type { AppDatabase } from '../db/database.server'
import { asBool } from '../db/schema'

/**
 * Brands × markets, read once at start: they are configuration-like rows that change only with a new catalogue,
 * and every request needs one. Keyed 'brandId:MARKET'.
 */
export async function loadBrands(db: AppDatabase): Promise<Map<string, BrandContext>> {
  const [brands, markets] = await Promise.all([
    db.selectFrom('brands').selectAll().execute(),
    db.selectFrom('markets').selectAll().execute(),
  ])
  const map = new Map<string, BrandContext>()
  for (const brand of brands) {
    for (const market of markets) {
      map.set(`${brand.id}:${market.code}`, {
        id: brand.id,
        name: brand.name,
        nameFormatted: brand.nameFormatted,
        isCoach: asBool(brand.isCoach),
        phone: brand.phone,
        email: brand.email,
        marketingFormId: brand.marketingFormId,
        marketCode: market.code,
        currency: market.currency === 'CAD' ? 'CAD' : 'GBP',
        cultureCode: market.cultureCode,
      })
    }
  }
  return map
}
