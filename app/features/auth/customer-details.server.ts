import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { CurrentUserProfile, CustomerAddress, UserData, UserDetails } from './auth-contract'

/*
 * What a signed-in customer's own calls answer (checkout §7 userDataUrl, userDetailsUrl, login-user-details;
 * discovery §7 current user's profile). The customer id always comes from the request's session, never from the
 * request itself, so nobody can ask for another customer's details; a customer row that has gone answers null
 * (the endpoint's 401).
 */

type Db = Kysely<Database>

const CALENDAR_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/

/** 'YYYY-MM-DD' → the passenger form's three parts (checkout §3: dayOfBirth, monthOfBirth, yearOfBirth). */
export function dateOfBirthParts(date: string | null): { day: number; month: number; year: number } | null {
  const match = CALENDAR_DATE.exec(date ?? '')
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null
}

function addressLines(json: string | null): string[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string' && line !== '') : []
  } catch {
    return []
  }
}

async function selectCustomer(db: Db, customerId: number) {
  return db
    .selectFrom('customers')
    .select([
      'clientId',
      'email',
      'title',
      'firstName',
      'lastName',
      'mobilePhone',
      'homePhone',
      'dateOfBirth',
      'sex',
      'addressLinesJson',
      'town',
      'county',
      'country',
      'postCode',
    ])
    .where('id', '=', customerId)
    .executeTakeFirst()
}

export async function getUserData(db: Db, customerId: number): Promise<UserData | null> {
  const row = await db
    .selectFrom('customers')
    .select(['clientId', 'email'])
    .where('id', '=', customerId)
    .executeTakeFirst()
  return row ? { clientId: row.clientId, email: row.email } : null
}

export async function getUserDetails(db: Db, customerId: number): Promise<UserDetails | null> {
  const row = await selectCustomer(db, customerId)
  if (!row) return null
  const lines = addressLines(row.addressLinesJson)
  const address: CustomerAddress | null =
    lines.length || row.town || row.county || row.country || row.postCode
      ? { addressLines: lines, town: row.town, county: row.county, country: row.country, postCode: row.postCode }
      : null
  const dob = dateOfBirthParts(row.dateOfBirth)
  return {
    clientId: row.clientId,
    email: row.email,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    mobilePhone: row.mobilePhone,
    homePhone: row.homePhone,
    dayOfBirth: dob?.day ?? null,
    monthOfBirth: dob?.month ?? null,
    yearOfBirth: dob?.year ?? null,
    sex: row.sex,
    address,
  }
}

export async function getCurrentUserProfile(db: Db, customerId: number): Promise<CurrentUserProfile | null> {
  const row = await db
    .selectFrom('customers')
    .select(['clientId', 'email', 'firstName', 'lastName'])
    .where('id', '=', customerId)
    .executeTakeFirst()
  return row
    ? {
        isAuthenticated: true,
        clientId: row.clientId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
      }
    : null
}
