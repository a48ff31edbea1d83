import { z } from 'zod'
import { makeAddressPayloadSchema } from '../../address/index.schema'
import { MAX_PASSENGERS, MIN_AGE, NO_VISA_REQUIRED, SEXES, TITLES, VISA_REQUIRED } from '../../../lib/constants'
import { calendarDateOf, epochDay, isValidCalendarDate, type CalendarDate } from '../../../lib/dates'
import {
  INVALID_DATE_MESSAGE,
  REQUIRED_MESSAGE,
  matchMessage,
  minAgeMessage,
  zChoice,
  zField,
} from '../../../lib/validation'
import type { FieldErrors } from '../../../lib/api-error'
import { PASSENGER_NAME_MAX_LENGTH } from '../contract/index.rules'
import { jsonId } from '../contract/index.schemas'
import { DUPLICATE_PASSENGERS_AT_PAYMENT, hasDuplicatePassengerNames } from './booking-terms'

/*
 * The passenger details step's rules (checkout §5), shared by the passenger cards (messages as the traveller types)
 * and the server (the gate of passengerDetailsResponse). Pure: no DOM, no database.
 *
 * Field errors are keyed by the wire field's name ('firstName', 'address.postCode'); the date of birth's own rules
 * (a real date, not in the future, 18 or over at departure) are keyed 'dateOfBirth', because they concern the three
 * lists together. The server prefixes every key with `passengers.N.`.
 */

export { TITLES, SEXES, VISA_REQUIRED, NO_VISA_REQUIRED, INVALID_DATE_MESSAGE, REQUIRED_MESSAGE }
export type Title = (typeof TITLES)[number]
export type Sex = (typeof SEXES)[number]

export const MINIMUM_AGE = MIN_AGE
/**
 * The lead passenger's marketing e-mail box (checkout §3 marketingEmail): its label is also the consent wording kept
 * with the newsletter sign-up it makes (checkout §4).
 */
export const MARKETING_EMAIL_CONSENT = 'Send me news and offers by e-mail'

/** 'Please ensure age is 18 years or older' (page data may carry its own text instead, checkout §8). */
export function underAgeMessage(minimumAge: number = MINIMUM_AGE): string {
  return minAgeMessage(minimumAge)
}
export const MATCH_EMAIL_MESSAGE = matchMessage('Email')

/** The field key under which the date of birth's combined rules (valid date, minimum age) report. */
export const DATE_OF_BIRTH_FIELD = 'dateOfBirth'
/** Longest mobility details or dietary requirements text kept. */
export const PASSENGER_NOTE_MAX_LENGTH = 500
/** Visa answers one passenger may carry (a tour visits far fewer countries). */
export const MAX_VISAS_PER_PASSENGER = 20

// ------------------------------------------------------------------------------------------------ dates

/**
 * The date of birth the three lists describe, or null when it is not a real calendar date or lies after `today`
 * (default: the runtime's today). Parts may be numbers or digit strings ('07').
 */
export function dateOfBirthOf(
  day: number | string | null | undefined,
  month: number | string | null | undefined,
  year: number | string | null | undefined,
  today: CalendarDate = calendarDateOf(new Date()),
): CalendarDate | null {
  const parts = [day, month, year].map((part) =>
    typeof part === 'number' ? part : typeof part === 'string' && /^\d{1,4}$/.test(part.trim()) ? Number(part) : NaN,
  )
  const [d, m, y] = parts as [number, number, number]
  if (!isValidCalendarDate(y, m, d)) return null
  const date = { year: y, month: m, day: d }
  return epochDay(date) > epochDay(today) ? null : date
}

/** Whole years between a date of birth and a day: a birthday on 29 February counts from 1 March in other years. */
export function ageAt(dateOfBirth: CalendarDate, onDate: CalendarDate): number {
  let age = onDate.year - dateOfBirth.year
  const beforeBirthday =
    onDate.month < dateOfBirth.month || (onDate.month === dateOfBirth.month && onDate.day < dateOfBirth.day)
  if (beforeBirthday) age -= 1
  return age
}

/** Checkout §5: every passenger must be `minimumAge` or over on the departure date. */
export function isOldEnough(
  dateOfBirth: CalendarDate,
  departureDate: CalendarDate,
  minimumAge: number = MINIMUM_AGE,
): boolean {
  return ageAt(dateOfBirth, departureDate) >= minimumAge
}

// ------------------------------------------------------------------------------------------------ schemas

const yesNo = z.boolean({ error: REQUIRED_MESSAGE })
const dateList = z
  .union(
    [
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, INVALID_DATE_MESSAGE),
    ],
    { error: REQUIRED_MESSAGE },
  )
  .transform((value) => Number(value))
const requiredName = () => zField('name', { required: true, maxLength: PASSENGER_NAME_MAX_LENGTH })
const note = zField('freeText', { maxLength: PASSENGER_NOTE_MAX_LENGTH })

const passengerFields = {
  passengerId: jsonId('passengerId'),
  title: zChoice(TITLES),
  firstName: requiredName(),
  lastName: requiredName(),
  otherNames: zField('name', { maxLength: PASSENGER_NAME_MAX_LENGTH }).nullable(),
  dayOfBirth: dateList,
  monthOfBirth: dateList,
  yearOfBirth: dateList,
  sex: zChoice(SEXES),
  mobilityLimitations: yesNo,
  mobilityDetails: note.nullable(),
  dietaryRequests: yesNo,
  dietaryRequirements: note.nullable(),
  /** Numeric ids of the visas answered 'Visa required'. */
  visaIds: z.array(jsonId('visaIds')).max(MAX_VISAS_PER_PASSENGER).default([]),
}

interface ConditionalFields {
  dayOfBirth: number
  monthOfBirth: number
  yearOfBirth: number
  mobilityLimitations: boolean
  mobilityDetails?: string | null
  dietaryRequests: boolean
  dietaryRequirements?: string | null
}

function checkConditionalFields(value: ConditionalFields, ctx: z.RefinementCtx): void {
  if (!dateOfBirthOf(value.dayOfBirth, value.monthOfBirth, value.yearOfBirth)) {
    ctx.addIssue({ code: 'custom', path: [DATE_OF_BIRTH_FIELD], message: INVALID_DATE_MESSAGE })
  }
  if (value.mobilityLimitations && !value.mobilityDetails) {
    ctx.addIssue({ code: 'custom', path: ['mobilityDetails'], message: REQUIRED_MESSAGE })
  }
  if (value.dietaryRequests && !value.dietaryRequirements) {
    ctx.addIssue({ code: 'custom', path: ['dietaryRequirements'], message: REQUIRED_MESSAGE })
  }
}

/** One passenger (not the lead): checkout §5 "Passenger details", date of birth, mobility and dietary rules. */
export const passengerDetailsSchema = z.object(passengerFields).superRefine(checkConditionalFields)
export type PassengerDetails = z.output<typeof passengerDetailsSchema>

const leadFields = {
  ...passengerFields,
  email: zField('email', { required: true, maxLength: 254 }),
  confirmEmail: z.string({ error: REQUIRED_MESSAGE }).trim(),
  mobilePhone: zField('telephone', { required: true, maxLength: 30 }),
  homePhone: zField('telephone', { required: true, maxLength: 30 }),
  address: makeAddressPayloadSchema(),
  termsAndConditions: z.literal(true, { error: REQUIRED_MESSAGE }),
  marketingMail: z.boolean().default(false),
  marketingEmail: z.boolean().default(false),
}

/** The lead passenger: the passenger rules plus contact, billing address, consent and marketing (checkout §5, §6). */
export const leadPassengerDetailsSchema = z.object(leadFields).superRefine((value, ctx) => {
  checkConditionalFields(value, ctx)
  if (value.confirmEmail === '') {
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: REQUIRED_MESSAGE })
  } else if (value.confirmEmail !== value.email) {
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: MATCH_EMAIL_MESSAGE })
  }
})
export type LeadPassengerDetails = z.output<typeof leadPassengerDetailsSchema>

/** A passenger as the browser sends it (lead-only fields absent or ignored for the others). */
export type PassengerDetailsInput = z.input<typeof leadPassengerDetailsSchema>

/**
 * POST passengerDetailsResponse: the quote id and every passenger of the quote once, by passengerId. Each
 * passenger's own fields are checked by validatePassengerDetails, which knows which one is the lead (the server
 * decides that, never the request).
 */
export const passengerDetailsRequestSchema = z.object({
  quoteId: jsonId('quoteId'),
  passengers: z
    .array(z.looseObject({ passengerId: jsonId('passengerId') }), { error: REQUIRED_MESSAGE })
    .min(1, REQUIRED_MESSAGE)
    .max(MAX_PASSENGERS, `No more than ${MAX_PASSENGERS} travellers per booking.`),
})
export type PassengerDetailsRequest = z.output<typeof passengerDetailsRequestSchema>

export type ValidatedPassenger =
  | ({ lead: true } & LeadPassengerDetails)
  | ({ lead: false } & PassengerDetails & Partial<Record<'email' | 'address', never>>)

export type PassengerDetailsValidation =
  { ok: true; passengers: ValidatedPassenger[] } | { ok: false; fieldErrors: FieldErrors }

function addError(errors: FieldErrors, key: string, message: string): void {
  const list = errors[key] ?? []
  if (!list.includes(message)) list.push(message)
  errors[key] = list
}

/**
 * Every passenger against its schema (the lead's for `leadPassengerId`), then the rules across fields and
 * passengers: 18 or over on `departureDate`, no two passengers with one name. Errors are keyed
 * `passengers.N.field` (N = index in the request).
 */
export function validatePassengerDetails(
  passengers: readonly unknown[],
  options: { leadPassengerId: number; departureDate: CalendarDate; minimumAge?: number; today?: CalendarDate },
): PassengerDetailsValidation {
  const errors: FieldErrors = {}
  const valid: ValidatedPassenger[] = []
  passengers.forEach((raw, index) => {
    const passengerId =
      typeof raw === 'object' && raw !== null && 'passengerId' in raw ? Number(raw.passengerId) : Number.NaN
    const lead = passengerId === options.leadPassengerId
    const parsed = lead ? leadPassengerDetailsSchema.safeParse(raw) : passengerDetailsSchema.safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        addError(errors, ['passengers', index, ...issue.path.map(String)].join('.'), issue.message)
      }
      return
    }
    const passenger = parsed.data
    const dateOfBirth = dateOfBirthOf(
      passenger.dayOfBirth,
      passenger.monthOfBirth,
      passenger.yearOfBirth,
      options.today,
    )
    if (dateOfBirth && !isOldEnough(dateOfBirth, options.departureDate, options.minimumAge)) {
      addError(errors, `passengers.${index}.${DATE_OF_BIRTH_FIELD}`, underAgeMessage(options.minimumAge))
    }
    if (lead) {
      valid.push({ ...(passenger as LeadPassengerDetails), lead: true })
    } else {
      // Lead-only fields sent for another passenger are dropped (the schema does not declare them).
      valid.push({ ...(passenger as PassengerDetails), lead: false })
    }
  })
  if (Object.keys(errors).length === 0 && hasDuplicatePassengerNames(valid)) {
    valid.forEach((_, index) => addError(errors, `passengers.${index}.firstName`, DUPLICATE_PASSENGERS_AT_PAYMENT))
  }
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, passengers: valid }
}

// The payment rules that need no schema live in booking-terms.ts (no Zod: the first checkout step loads them).
export {
  DUPLICATE_PASSENGERS_AT_PAYMENT,
  hasDuplicatePassengerNames,
  isReservation,
  transactionTypeOf,
  type TransactionType,
} from './booking-terms'
