import type { Kysely } from 'kysely'
import type { AppLoadContext } from 'react-router'
import type { Database } from '../../../../db/schema'
import type { BrandContext } from '../../../context'
import { z } from 'zod'

/*
 * Which brand a back-office page looks at (every list is one brand's): the brands, the one `?brand=` names, and what
 * belongs to it where a table has no brand of its own.
 */

const brandParamSchema = z.string().regex(/^[a-z0-9-]{1,40}$/)

export interface AdminBrand {
  id: string
  name: string
}

export async function brandsOf(context: AppLoadContext): Promise<AdminBrand[]> {
  return context.db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()
}

/** The brand the back office looks at: `?brand=` when it names a brand, else the host's brand. */
export function chosenBrand(request: Request, brands: AdminBrand[], fallback: string): string {
  const given = brandParamSchema.safeParse(new URL(request.url).searchParams.get('brand') ?? '')
  if (given.success && brands.some((brand) => brand.id === given.data)) return given.data
  return brands.some((brand) => brand.id === fallback) ? fallback : (brands[0]?.id ?? fallback)
}

/** The brand a page looks at, with its name (for the page's title) and every brand (for a page that lists them). */
export async function chosenBrandOf(
  context: AppLoadContext,
  request: Request,
): Promise<{ brandId: string; brandName: string; brands: AdminBrand[] }> {
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  return { brandId, brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId, brands }
}

/** The brand's departures (a departure is the brand's through its tour) with their tour, to filter and select. */
export function departuresOfBrand(db: Kysely<Database>, brandId: string) {
  return db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .where('tours.brandId', '=', brandId)
}

/**
 * A brand as its own site's request context holds it, in the market of `cultureCode` (a booking's, for its e-mails)
 * or, without one, in the brand's default market (the phone desk sells in it); null for no such brand or market.
 */
export async function brandContextOf(
  db: Kysely<Database>,
  brandId: string,
  cultureCode?: string,
): Promise<BrandContext | null> {
  const row = await db
    .selectFrom('brands')
    .innerJoin('markets', (join) =>
      cultureCode === undefined
        ? join.onRef('markets.code', '=', 'brands.defaultMarket')
        : join.on('markets.cultureCode', '=', cultureCode),
    )
    .select([
      'brands.id',
      'brands.name',
      'brands.nameFormatted',
      'brands.isCoach',
      'brands.phone',
      'brands.email',
      'brands.marketingFormId',
      'markets.code as marketCode',
      'markets.currency',
      'markets.cultureCode',
    ])
    .where('brands.id', '=', brandId)
    .executeTakeFirst()
  if (!row) return null
  return { ...row, isCoach: row.isCoach === 1, currency: row.currency === 'CAD' ? 'CAD' : 'GBP' }
}
