import { toIsoDate } from '../../lib/dates'
import { getUserDetails, type UserDetails } from '../auth/index.server'
import { ownBooking, type AccountDb, type AccountWho } from './account-access.server'
import { bookingPassengersOf } from './account-bookings.server'
import type { AccountPassenger, AccountPassengerRequest } from './account-contract'
import { AccountRefusedError } from './account-errors'
import type { MyDetailsRequest } from './my-details-rules'

/*
 * What the customer edits in the account area (issue 12): their own details (validated like the checkout's lead
 * passenger, myDetailsSchema) and each passenger's emergency contacts (checkout §3 Account booking: up to two, only
 * contacts with a first name are sent — the schema requires one). The passenger must be on this customer's booking;
 * an emergencyContactDetailsId must be one of that passenger's contacts. The list sent is the passenger's whole list:
 * contacts not in it are removed.
 */

export async function updateMyDetails(db: AccountDb, who: AccountWho, details: MyDetailsRequest): Promise<UserDetails> {
  const address = details.address
  await db
    .updateTable('customers')
    .set({
      title: details.title,
      firstName: details.firstName,
      lastName: details.lastName,
      dateOfBirth: toIsoDate({ year: details.yearOfBirth, month: details.monthOfBirth, day: details.dayOfBirth }),
      sex: details.sex,
      mobilePhone: details.mobilePhone,
      homePhone: details.homePhone,
      addressLinesJson: JSON.stringify(address.addressLines.filter((line) => line)),
      town: address.town,
      county: address.county ? address.county : null,
      country: address.country,
      postCode: address.postCode,
      ...(details.marketingEmail === undefined ? {} : { marketingEmail: details.marketingEmail ? 1 : 0 }),
      ...(details.marketingMail === undefined ? {} : { marketingMail: details.marketingMail ? 1 : 0 }),
    })
    .where('id', '=', who.customer.id)
    .where('brandId', '=', who.brand.id)
    .execute()
  const saved = await getUserDetails(db, who.customer.id)
  if (!saved) throw new AccountRefusedError('Please log in again.')
  return saved
}

export async function savePassengerDetails(
  db: AccountDb,
  who: AccountWho,
  request: AccountPassengerRequest,
): Promise<AccountPassenger | null> {
  const booking = await ownBooking(db, who, request.bookingReference)
  if (!booking) return null
  const passengerId = request.passenger.passengerId
  const found = await db.transaction().execute(async (trx) => {
    const passenger = await trx
      .selectFrom('bookingPassengers')
      .select('id')
      .where('id', '=', passengerId)
      .where('bookingId', '=', booking.id)
      .executeTakeFirst()
    if (!passenger) return false
    const existing = await trx
      .selectFrom('emergencyContacts')
      .select('id')
      .where('bookingPassengerId', '=', passengerId)
      .execute()
    const existingIds = new Set(existing.map((row) => row.id))
    // Someone else's contact id is "not found", like a booking of someone else; checked before anything is written.
    const sentIds = request.passenger.emergencyContacts.flatMap((contact) =>
      contact.emergencyContactDetailsId === null ? [] : [contact.emergencyContactDetailsId],
    )
    if (sentIds.some((id) => !existingIds.has(id)) || new Set(sentIds).size !== sentIds.length) return false
    const keep = new Set<number>()
    for (const contact of request.passenger.emergencyContacts) {
      const values = {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email ?? null,
        mobileNumber: contact.mobileNumber,
        phoneNumber: contact.phoneNumber ?? null,
        phoneNumber2: contact.phoneNumber2 ?? null,
        relationship: contact.relationship,
        address: contact.address,
      }
      const id = contact.emergencyContactDetailsId
      if (id !== null) {
        await trx.updateTable('emergencyContacts').set(values).where('id', '=', id).execute()
        keep.add(id)
      } else {
        const inserted = await trx
          .insertInto('emergencyContacts')
          .values({ ...values, bookingPassengerId: passengerId })
          .returning('id')
          .executeTakeFirstOrThrow()
        keep.add(Number(inserted.id))
      }
    }
    const gone = [...existingIds].filter((id) => !keep.has(id))
    if (gone.length) await trx.deleteFrom('emergencyContacts').where('id', 'in', gone).execute()
    return true
  })
  if (!found) return null
  const passengers = await bookingPassengersOf(db, booking.id)
  return passengers.find((passenger) => passenger.passengerId === passengerId) ?? null
}
