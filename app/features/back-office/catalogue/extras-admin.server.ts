import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { DONATION_ALLOCATION_PER_BOOKING, type DonationAllocationType } from '../../../lib/constants'
import {
  announceCatalogueChange,
  chosenBrandOf,
  formFields,
  readProtectedForm,
  recordAudit,
} from '../shell/index.server'
import { readPage } from '../shell/index.rules'
import {
  allocationTypeOf,
  pageNumber,
  parseDonationEdit,
  parseVisaEdit,
  unchanged,
  type DonationEdit,
  type Parsed,
  type VisaEdit,
} from './extras-rules'
import { requireStaff } from '../staff/index.server'

/*
 * /admin/extras (issue 14; action tours.edit): the visas and donations the checkout sells. Visas belong to a
 * country and are shared by every brand with a tour visiting it, so the list shows the visas of the countries the
 * chosen brand's tours visit, each with the other brands that sell it; donations belong to one brand. Each save is
 * one write transaction with its audit row ('visa.edit' / 'donation.edit', before and after); then the catalogue
 * version moves on. The checkout reads both from these rows on every request (getvisas, getdonations, the quote's
 * re-pricing), so new quotes use a new price at once; an open quote that already has the visa shows the checkout's
 * subtotal-mismatch notice until its next save re-prices it. An inactive donation is left out of getdonations and
 * can no longer be chosen (findOfferedDonation); quotes that chose it before keep their rows until re-saved.
 */

export const EXTRAS_PAGE_SIZE = 25

type Db = Kysely<Database>

export interface ExtrasVisaRow {
  id: number
  countryName: string
  name: string
  description: string
  priceMinor: number
  currency: string
  /** Every brand with a tour visiting the visa's country, by name (the chosen brand among them). */
  brandNames: string[]
}

export interface ExtrasDonationRow {
  id: number
  code: string
  name: string
  description: string
  priceMinor: number
  currency: string
  allocationType: DonationAllocationType
  active: boolean
}

export interface ExtrasPageData {
  brandId: string
  brandName: string
  csrfToken: string
  pageSize: number
  visas: { rows: ExtrasVisaRow[]; page: number; hasMore: boolean }
  donations: { rows: ExtrasDonationRow[]; page: number; hasMore: boolean }
}

/** The ids of the countries the brand's tours visit, as a subquery. */
const countriesOfBrand = (db: Db, brandId: string) =>
  db
    .selectFrom('tourCountries')
    .innerJoin('tours', 'tours.id', 'tourCountries.tourId')
    .select('tourCountries.countryId')
    .where('tours.brandId', '=', brandId)

export async function listBrandVisas(
  db: Db,
  brandId: string,
  page: number,
): Promise<{ rows: ExtrasVisaRow[]; hasMore: boolean }> {
  const { rows: shown, hasMore } = await db
    .selectFrom('visas')
    .innerJoin('countries', 'countries.id', 'visas.countryId')
    .select([
      'visas.id',
      'visas.countryId',
      'countries.name as countryName',
      'visas.name',
      'visas.description',
      'visas.priceMinor',
      'visas.currency',
    ])
    .where('visas.countryId', 'in', countriesOfBrand(db, brandId))
    .orderBy('countries.name')
    .orderBy('visas.name')
    .orderBy('visas.id')
    .$call(readPage(page, EXTRAS_PAGE_SIZE))
  const sellers = shown.length
    ? await db
        .selectFrom('tourCountries')
        .innerJoin('tours', 'tours.id', 'tourCountries.tourId')
        .innerJoin('brands', 'brands.id', 'tours.brandId')
        .select(['tourCountries.countryId', 'brands.name'])
        .distinct()
        .where(
          'tourCountries.countryId',
          'in',
          shown.map((row) => row.countryId),
        )
        .orderBy('brands.name')
        .execute()
    : []
  return {
    rows: shown.map((row) => ({
      id: Number(row.id),
      countryName: row.countryName,
      name: row.name,
      description: row.description,
      priceMinor: row.priceMinor,
      currency: row.currency,
      brandNames: sellers.filter((seller) => seller.countryId === row.countryId).map((seller) => seller.name),
    })),
    hasMore,
  }
}

export async function listBrandDonations(
  db: Db,
  brandId: string,
  page: number,
): Promise<{ rows: ExtrasDonationRow[]; hasMore: boolean }> {
  const shown = await db
    .selectFrom('donations')
    .select(['id', 'code', 'name', 'description', 'priceMinor', 'currency', 'allocationType', 'active'])
    .where('brandId', '=', brandId)
    .orderBy('name')
    .orderBy('id')
    .$call(readPage(page, EXTRAS_PAGE_SIZE))
  return {
    rows: shown.rows.map((row) => ({
      id: Number(row.id),
      code: row.code,
      name: row.name,
      description: row.description,
      priceMinor: row.priceMinor,
      currency: row.currency,
      // As the checkout reads an unknown type (donations.server.ts toDonation).
      allocationType: allocationTypeOf(row.allocationType) ?? DONATION_ALLOCATION_PER_BOOKING,
      active: row.active === 1,
    })),
    hasMore: shown.hasMore,
  }
}

async function scope(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'tours.edit')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  return { session, brandId, brandName }
}

export async function loadExtrasPage(context: AppLoadContext, request: Request): Promise<ExtrasPageData> {
  const { brandId, brandName } = await scope(context, request)
  const params = new URL(request.url).searchParams
  const visaPage = pageNumber(params.get('visaPage'))
  const donationPage = pageNumber(params.get('donationPage'))
  const [visas, donations] = await Promise.all([
    listBrandVisas(context.db, brandId, visaPage),
    listBrandDonations(context.db, brandId, donationPage),
  ])
  return {
    brandId,
    brandName,
    csrfToken: context.csrfToken,
    pageSize: EXTRAS_PAGE_SIZE,
    visas: { ...visas, page: visaPage },
    donations: { ...donations, page: donationPage },
  }
}

// ------------------------------------------------------------------------------------------------ writing

export type ExtrasIntent = 'visa' | 'donation'

export type ExtrasActionData =
  | { kind: 'saved'; intent: ExtrasIntent; id: number; name: string }
  | { kind: 'unchanged'; intent: ExtrasIntent; id: number; name: string }
  | {
      kind: 'invalid'
      intent: ExtrasIntent
      id: number
      fieldErrors: Record<string, string>
      values: Record<string, string>
    }
  | { kind: 'refused'; message: string }

const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

const notFound = (what: string): never => {
  throw data({ message: `No such ${what}.` }, { status: 404 })
}

/** A visa the brand sells (a country its tours visit); anything else is not found. */
async function brandVisa(db: Db, brandId: string, visaId: number) {
  return db
    .selectFrom('visas')
    .select(['id', 'name', 'description', 'priceMinor', 'currency'])
    .where('id', '=', visaId)
    .where('countryId', 'in', countriesOfBrand(db, brandId))
    .executeTakeFirst()
}

async function brandDonation(db: Db, brandId: string, donationId: number) {
  return db
    .selectFrom('donations')
    .select(['id', 'name', 'description', 'priceMinor', 'currency', 'allocationType', 'active'])
    .where('id', '=', donationId)
    .where('brandId', '=', brandId)
    .executeTakeFirst()
}

const VISA_FIELDS = ['name', 'description', 'price'] as const
const DONATION_FIELDS = ['name', 'description', 'price', 'allocationType', 'active'] as const

type Outcome = { kind: 'saved' | 'unchanged'; name: string } | { kind: 'gone' }

/**
 * The end of a visa's or a donation's save: nothing when the edit changes nothing; else the row written and its
 * audit row ('visa.edit' / 'donation.edit', before and after in the row's currency).
 */
async function saveChanged<Edit extends { name: string }>(
  trx: Db,
  input: {
    brandId: string
    staffId: number
    entity: 'visa' | 'donation'
    id: number
    current: Edit
    currency: string
    edit: Edit
  },
  write: () => Promise<unknown>,
): Promise<Outcome> {
  if (unchanged(input.current, input.edit)) return { kind: 'unchanged', name: input.current.name }
  await write()
  await recordAudit(trx, {
    staffId: input.staffId,
    brandId: input.brandId,
    action: `${input.entity}.edit`,
    entity: input.entity,
    entityId: input.id,
    before: { ...input.current, currency: input.currency },
    after: { ...input.edit, currency: input.currency },
  })
  return { kind: 'saved', name: input.edit.name }
}

/** Saves one visa's edit with its audit row in one write transaction. */
export async function saveVisa(
  db: AppLoadContext['db'],
  input: { brandId: string; staffId: number; visaId: number; edit: VisaEdit },
): Promise<Outcome> {
  return inWriteTransaction(db, async (trx, writeContext) => {
    let query = trx
      .selectFrom('visas')
      .select(['id', 'name', 'description', 'priceMinor', 'currency'])
      .where('id', '=', input.visaId)
      .where('countryId', 'in', countriesOfBrand(trx, input.brandId))
    if (writeContext.dialect === 'postgres') query = query.forUpdate('visas')
    const before = await query.executeTakeFirst()
    if (!before) return { kind: 'gone' as const }
    const current = { name: before.name, description: before.description, priceMinor: before.priceMinor }
    return saveChanged(trx, { ...input, entity: 'visa', id: input.visaId, current, currency: before.currency }, () =>
      trx.updateTable('visas').set(input.edit).where('id', '=', input.visaId).execute(),
    )
  })
}

/** Saves one of the brand's donations with its audit row in one write transaction. */
export async function saveDonation(
  db: AppLoadContext['db'],
  input: { brandId: string; staffId: number; donationId: number; edit: DonationEdit },
): Promise<Outcome> {
  return inWriteTransaction(db, async (trx, writeContext) => {
    let query = trx
      .selectFrom('donations')
      .select(['id', 'name', 'description', 'priceMinor', 'currency', 'allocationType', 'active'])
      .where('id', '=', input.donationId)
      .where('brandId', '=', input.brandId)
    if (writeContext.dialect === 'postgres') query = query.forUpdate()
    const before = await query.executeTakeFirst()
    if (!before) return { kind: 'gone' as const }
    const current = {
      name: before.name,
      description: before.description,
      priceMinor: before.priceMinor,
      allocationType: allocationTypeOf(before.allocationType) ?? before.allocationType,
      active: before.active === 1,
    }
    return saveChanged(
      trx,
      { ...input, entity: 'donation', id: input.donationId, current, currency: before.currency },
      () =>
        trx
          .updateTable('donations')
          .set({ ...input.edit, active: input.edit.active ? 1 : 0 })
          .where('id', '=', input.donationId)
          .execute(),
    )
  })
}

/** POST /admin/extras: one visa (intent=visa) or one donation (intent=donation), by its id. */
export async function submitExtrasPage(context: AppLoadContext, request: Request) {
  const { session, brandId } = await scope(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = String(form.get('intent') ?? '')
  if (intent !== 'visa' && intent !== 'donation')
    return data<ExtrasActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
  const id = idSchema.safeParse(form.get('id'))
  if (!id.success) return notFound(intent)
  const base = { brandId, staffId: session.staff.id, id: id.data }
  return intent === 'visa'
    ? submitExtra(context, form, { ...base, intent }, VISA_FORM)
    : submitExtra(context, form, { ...base, intent }, DONATION_FORM)
}

/** What the visa form and the donation form differ in: the row, its fields, how they are read and saved. */
interface ExtraForm<Edit> {
  exists(db: Db, brandId: string, id: number): Promise<unknown>
  fields: readonly string[]
  parse(values: Record<string, string>): Parsed<Edit>
  save(db: AppLoadContext['db'], input: { brandId: string; staffId: number; id: number; edit: Edit }): Promise<Outcome>
}

const VISA_FORM: ExtraForm<VisaEdit> = {
  exists: brandVisa,
  fields: VISA_FIELDS,
  parse: (values) => parseVisaEdit({ name: values.name!, description: values.description!, price: values.price! }),
  save: (db, { id, ...input }) => saveVisa(db, { ...input, visaId: id }),
}

const DONATION_FORM: ExtraForm<DonationEdit> = {
  exists: brandDonation,
  fields: DONATION_FIELDS,
  parse: (values) =>
    parseDonationEdit({
      name: values.name!,
      description: values.description!,
      price: values.price!,
      allocationType: values.allocationType!,
      active: values.active!,
    }),
  save: (db, { id, ...input }) => saveDonation(db, { ...input, donationId: id }),
}

/** One visa's or donation's edit: the brand's row, the fields checked (400 with the errors), saved, the catalogue moved on. */
async function submitExtra<Edit>(
  context: AppLoadContext,
  form: FormData,
  input: { brandId: string; staffId: number; id: number; intent: 'visa' | 'donation' },
  extra: ExtraForm<Edit>,
) {
  const { intent, id } = input
  if (!(await extra.exists(context.db, input.brandId, id))) return notFound(intent)
  const values = formFields(form, extra.fields)
  const parsed = extra.parse(values)
  if (parsed.kind === 'invalid')
    return data<ExtrasActionData>(
      { kind: 'invalid', intent, id, fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    )
  const outcome = await extra.save(context.db, {
    brandId: input.brandId,
    staffId: input.staffId,
    id,
    edit: parsed.edit,
  })
  if (outcome.kind === 'gone') return notFound(intent)
  if (outcome.kind === 'saved') await announceCatalogueChange(context.db)
  return data<ExtrasActionData>({ kind: outcome.kind, intent, id, name: outcome.name })
}
