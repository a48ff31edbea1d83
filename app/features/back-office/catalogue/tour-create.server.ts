import { data, redirect, type AppLoadContext } from 'react-router'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { invalidateSearchCaches, rebuildSearchIndex } from '../../search/index.server'
import { chosenBrandOf, formFields, readProtectedForm, recordAudit } from '../shell/index.server'
import { requireStaff } from '../staff/index.server'
import { searchTextOf, TOUR_DURATION_MAX, TOUR_SLUG_MAX, validateNewTour, type NewTourInput } from './tour-create-rules'
import { TOUR_LIMITS, TOUR_TEXT_FIELDS } from './tour-rules'

/*
 * Creating a tour in the back office (issue 26; action tours.edit): the brand the page looks at, a market, a code and
 * a page address, the texts and SEO fields the editor has, its length, main country and transport. One write
 * transaction checks the code (unique across brands) and the address (unique in the brand and market), inserts the
 * tour unpublished with its country and transport, and writes the audit row; then the search index is rebuilt (the
 * catalogue version moves on) and staff land on the tour's edit page.
 */

export interface NewTourPageData {
  brandId: string
  brandName: string
  markets: { code: string; name: string }[]
  defaultMarket: string
  countries: { id: number; name: string }[]
  transportTypes: { id: number; name: string }[]
  /** Coach on the coach brand, else flight. */
  defaultTransportTypeId: number | null
  limits: typeof TOUR_LIMITS
  slugMax: number
  durationMax: number
  csrfToken: string
}

export type NewTourActionData = {
  kind: 'invalid'
  fieldErrors: Record<string, string>
  values: Record<string, string>
}

const NEW_TOUR_FIELDS = [
  'code',
  'slug',
  'marketCode',
  'durationDays',
  'countryId',
  'transportTypeId',
  ...TOUR_TEXT_FIELDS,
] as const

/** The scene the generated pictures of a tour without its own are drawn in (the media source reads it). */
const NEW_TOUR_SCENE = 'countryside'

async function choicesOf(context: AppLoadContext, brandId: string) {
  const [markets, countries, transportTypes, brand] = await Promise.all([
    context.db.selectFrom('markets').select(['code', 'name']).orderBy('code').execute(),
    context.db.selectFrom('countries').select(['id', 'name', 'continentId']).orderBy('name').execute(),
    context.db.selectFrom('transportTypes').select(['id', 'name', 'code']).orderBy('id').execute(),
    context.db.selectFrom('brands').select(['defaultMarket', 'isCoach']).where('id', '=', brandId).executeTakeFirst(),
  ])
  // The coach brand's tours travel by coach unless staff choose otherwise.
  const usual = transportTypes.find((type) => type.code === (brand?.isCoach ? 'COACH' : 'FLIGHT')) ?? transportTypes[0]
  return {
    markets,
    countries: countries.map((row) => ({ id: Number(row.id), name: row.name, continentId: row.continentId })),
    transportTypes: transportTypes.map((row) => ({ id: Number(row.id), name: row.name })),
    defaultTransportTypeId: usual ? Number(usual.id) : null,
    defaultMarket: brand?.defaultMarket ?? markets[0]?.code ?? '',
  }
}

export async function loadNewTourPage(context: AppLoadContext, request: Request): Promise<NewTourPageData> {
  await requireStaff(context, request, 'tours.edit')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const { markets, countries, transportTypes, defaultMarket, defaultTransportTypeId } = await choicesOf(
    context,
    brandId,
  )
  return {
    brandId,
    brandName,
    markets,
    defaultMarket,
    countries: countries.map(({ id, name }) => ({ id, name })),
    transportTypes,
    defaultTransportTypeId,
    limits: TOUR_LIMITS,
    slugMax: TOUR_SLUG_MAX,
    durationMax: TOUR_DURATION_MAX,
    csrfToken: context.csrfToken,
  }
}

export async function submitNewTour(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'tours.edit')
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const values = formFields(form, NEW_TOUR_FIELDS)
  const choices = await choicesOf(context, brandId)
  const checked = validateNewTour(values as NewTourInput, {
    marketCodes: choices.markets.map((market) => market.code),
    countryIds: choices.countries.map((country) => country.id),
    transportTypeIds: choices.transportTypes.map((type) => type.id),
  })
  const invalid = (fieldErrors: Record<string, string>) =>
    data<NewTourActionData>({ kind: 'invalid', fieldErrors, values }, { status: 400 })
  if (!checked.ok) return invalid(checked.fieldErrors)
  const { tour } = checked
  const country = choices.countries.find((row) => row.id === tour.countryId)!

  const outcome = await inWriteTransaction(context.db, async (trx) => {
    const [sameCode, sameSlug, market, continent, rank] = await Promise.all([
      trx.selectFrom('tours').select(['brandId']).where('code', '=', tour.code).executeTakeFirst(),
      trx
        .selectFrom('tours')
        .select('id')
        .where('brandId', '=', brandId)
        .where('marketCode', '=', tour.marketCode)
        .where('slug', '=', tour.slug)
        .executeTakeFirst(),
      trx.selectFrom('markets').select('currency').where('code', '=', tour.marketCode).executeTakeFirstOrThrow(),
      trx.selectFrom('continents').select('name').where('id', '=', country.continentId).executeTakeFirstOrThrow(),
      trx
        .selectFrom('tours')
        .select((eb) => eb.fn.max<number>('rank').as('rank'))
        .where('brandId', '=', brandId)
        .executeTakeFirst(),
    ])
    const clashes: Record<string, string> = {}
    if (sameCode)
      clashes.code =
        sameCode.brandId === brandId
          ? `Tour code ${tour.code} is taken by another tour. Choose another code.`
          : `Tour code ${tour.code} is taken by another brand’s tour (codes are unique across brands). Choose another code.`
    if (sameSlug)
      clashes.slug = `The page address /tours/${tour.slug} is taken by another tour in this market. Choose another.`
    if (Object.keys(clashes).length) return { kind: 'clash' as const, clashes }

    const { countryId, transportTypeId, ...columns } = tour
    const inserted = await trx
      .insertInto('tours')
      .values({
        ...columns,
        brandId,
        currency: market.currency,
        primaryContinentId: country.continentId,
        primaryCountryId: countryId,
        scene: NEW_TOUR_SCENE,
        searchText: searchTextOf(tour, [country.name, continent.name]),
        rank: Number(rank?.rank ?? 0) + 1,
        published: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const tourId = Number(inserted.id)
    await trx.insertInto('tourCountries').values({ tourId, countryId, position: 0 }).execute()
    await trx.insertInto('tourTransportTypes').values({ tourId, transportTypeId, enabled: 1, position: 0 }).execute()
    await recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action: 'tour.create',
      entity: 'tour',
      entityId: tourId,
      before: null,
      after: { ...tour, currency: market.currency, published: false },
    })
    return { kind: 'created' as const, tourId }
  })
  if (outcome.kind === 'clash') return invalid(outcome.clashes)
  await rebuildSearchIndex(context.db)
  invalidateSearchCaches(context.db)
  return redirect(`/admin/tours/${outcome.tourId}?brand=${encodeURIComponent(brandId)}&created=1`)
}
