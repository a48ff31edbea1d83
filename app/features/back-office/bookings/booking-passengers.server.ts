import type { AppDatabase } from '../../../../db/database.server'
import { recordAudit } from '../shell/index.server'
import { BookingActionRefused, bookingOfBrand, type ActionInput } from './booking-actions.server'

/*
 * Correcting a passenger's details (issue 14).
 */

export interface PassengerAmendment {
  passengerId: number
  title: string
  firstName: string
  lastName: string
  dateOfBirth: string
  email: string | null
  mobilePhone: string | null
}

/** A passenger's details as the booking page shows them and staff correct them. */
export const PASSENGER_DETAILS = [
  'bookingPassengers.title',
  'bookingPassengers.firstName',
  'bookingPassengers.lastName',
  'bookingPassengers.dateOfBirth',
  'bookingPassengers.email',
  'bookingPassengers.mobilePhone',
] as const

/** Corrects one passenger's name, date of birth and contact details; the before and after go to the audit log. */
export async function amendPassenger(db: AppDatabase, input: ActionInput & PassengerAmendment): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const passenger = await bookingOfBrand(trx, input)
      .innerJoin('bookingPassengers', 'bookingPassengers.bookingId', 'bookings.id')
      .select(['bookings.reference', 'bookingPassengers.id', 'bookingPassengers.isLead', ...PASSENGER_DETAILS])
      .where('bookingPassengers.id', '=', input.passengerId)
      .executeTakeFirst()
    if (!passenger) throw new BookingActionRefused('No such passenger on this booking.', 404)
    if (passenger.isLead === 1 && !input.email)
      throw new BookingActionRefused('The lead passenger needs an e-mail address.', 400)
    const after = {
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      email: input.email,
      mobilePhone: input.mobilePhone,
    }
    await trx.updateTable('bookingPassengers').set(after).where('id', '=', passenger.id).execute()
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.amend-passenger',
      entity: 'booking',
      entityId: passenger.reference,
      before: {
        passengerId: Number(passenger.id),
        title: passenger.title,
        firstName: passenger.firstName,
        lastName: passenger.lastName,
        dateOfBirth: passenger.dateOfBirth,
        email: passenger.email,
        mobilePhone: passenger.mobilePhone,
      },
      after: { passengerId: Number(passenger.id), ...after },
    })
  })
}
