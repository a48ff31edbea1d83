import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrandContext } from '../../context'
import { openDatabase, type DatabaseHandle } from '../../../db/database.server'
import { migrateToLatest } from '../../../db/migrate.server'
import { COUNTRY_UNKNOWN_MESSAGE } from '../address'
import { marketingLeadRequestSchema } from './marketing-form-schema'
import { BROCHURE_NOT_DOWNLOADABLE_MESSAGE, storeMarketingLead } from './marketing-leads.server'

let database: DatabaseHandle

const brand = { id: 'meridian' } as BrandContext

const lead = (fields: Record<string, unknown> = {}) =>
  marketingLeadRequestSchema.parse({
    Country: 'FR',
    Email: 'jo@example.com',
    FirstName: 'Jo',
    LastName: 'Bloggs',
    phone: '',
    Referral__c: 'newsletter',
    Inquiry_Subcategory__c_account: 'Brochure download',
    brochureId: 'europe-2027',
    ...fields,
  })

const leads = () => database.db.selectFrom('marketingLeads').selectAll().orderBy('id').execute()

beforeAll(async () => {
  database = openDatabase(':memory:')
  await migrateToLatest(database.db)
  await database.db
    .insertInto('brands')
    .values({
      id: 'meridian',
      name: 'Meridian Journeys',
      nameFormatted: 'MeridianJourneys',
      isCoach: 0,
      phone: '0800 000 0000',
      email: 'hello@meridian.example',
      marketingFormId: 2405,
      defaultMarket: 'GB',
    })
    .execute()
  await database.db
    .insertInto('brochures')
    .values(
      [
        { uniqueId: 'europe-2027', canDownload: 1, canPost: 1 },
        { uniqueId: 'print-only', canDownload: 0, canPost: 1 },
      ].map((brochure, position) => ({
        ...brochure,
        brandId: 'meridian',
        code: brochure.uniqueId,
        name: brochure.uniqueId,
        description: '',
        imageUrl: '/media/brochures/x.svg',
        continentId: null,
        position,
      })),
    )
    .execute()
})

afterAll(async () => {
  await database.close()
})

describe('storeMarketingLead', () => {
  it('stores a lead with its brochure', async () => {
    const outcome = await storeMarketingLead(database.db, brand, 2405, lead())
    expect(outcome.kind).toBe('stored')
    expect(await leads()).toEqual([
      expect.objectContaining({ brandId: 'meridian', formId: 2405, country: 'FR', firstName: 'Jo', phone: null }),
    ])
  })

  it('stores nothing for a filled honeypot, and answers as if it had', async () => {
    const before = (await leads()).length
    expect(await storeMarketingLead(database.db, brand, 2405, lead({ website: 'http://spam.example' }))).toEqual({
      kind: 'ignored',
    })
    expect(await leads()).toHaveLength(before)
  })

  it('refuses a country code that is not in the country list', async () => {
    expect(await storeMarketingLead(database.db, brand, 2405, lead({ Country: 'ZZ' }))).toEqual({
      kind: 'rejected',
      message: COUNTRY_UNKNOWN_MESSAGE,
      fieldErrors: { Country: [COUNTRY_UNKNOWN_MESSAGE] },
    })
  })

  it('refuses a brochure that cannot be viewed online', async () => {
    expect(await storeMarketingLead(database.db, brand, 2405, lead({ brochureId: 'print-only' }))).toMatchObject({
      kind: 'rejected',
      message: BROCHURE_NOT_DOWNLOADABLE_MESSAGE,
    })
  })
})
