import { z } from 'zod'
import { BIRTH_YEAR_MIN, MIN_AGE } from '../../../lib/constants'
import { MONTHS_SHORT, calendarDateOf, parseIsoDate, type CalendarDate } from '../../../lib/dates'
import { REQUIRED_MESSAGE } from '../../../lib/validation'
import type { CheckoutVisa } from '../contract/index.rules'
import {
  DATE_OF_BIRTH_FIELD,
  MATCH_EMAIL_MESSAGE,
  NO_VISA_REQUIRED,
  VISA_REQUIRED,
  dateOfBirthOf,
  isOldEnough,
  leadPassengerDetailsSchema,
  passengerDetailsSchema,
  underAgeMessage,
  type PassengerDetailsInput,
} from './passenger-details-rules'

/*
 * A passenger card's form (checkout §3 Passenger, §5): the flat values the field components edit (every value a
 * string or a boolean, as the shared form store wants), their conversion to the wire's PassengerDetailsInput, and the
 * form schema the card validates with. The rules themselves are passenger-details-rules.ts, the server's gate: this
 * module only adapts its messages to the card's fields (the three date lists, one choice per visa, the lead's
 * address in its own block) and adds the age at departure with the page data's message (checkout §5, §8).
 */

export type YesNo = '' | 'yes' | 'no'
export type VisaChoiceValue = '' | typeof VISA_REQUIRED | typeof NO_VISA_REQUIRED

export interface PassengerFormValues {
  [field: string]: string | boolean
  title: string
  firstName: string
  lastName: string
  otherNames: string
  /** '' or the list's value: '1'…'31', '1'…'12', '1901'…this year. */
  dayOfBirth: string
  monthOfBirth: string
  yearOfBirth: string
  sex: string
  mobilityLimitations: YesNo
  mobilityDetails: string
  dietaryRequests: YesNo
  dietaryRequirements: string
  // The lead only (checkout §5); the others keep the defaults and never send them.
  email: string
  confirmEmail: string
  mobilePhone: string
  homePhone: string
  termsAndConditions: boolean
  marketingMail: boolean
  marketingEmail: boolean
}

export const DATE_OF_BIRTH_FIELDS = ['dayOfBirth', 'monthOfBirth', 'yearOfBirth'] as const

/** The form field holding one visa's answer ('Visa required' / 'No visa required'). */
export function visaField(visaId: number): string {
  return `visa-${visaId}`
}

export function emptyPassengerValues(name: { firstName: string; lastName: string }): PassengerFormValues {
  return {
    title: '',
    firstName: name.firstName,
    lastName: name.lastName,
    otherNames: '',
    dayOfBirth: '',
    monthOfBirth: '',
    yearOfBirth: '',
    sex: '',
    mobilityLimitations: '',
    mobilityDetails: '',
    dietaryRequests: '',
    dietaryRequirements: '',
    email: '',
    confirmEmail: '',
    mobilePhone: '',
    homePhone: '',
    termsAndConditions: false,
    // Checkout §5: the two marketing boxes start ticked.
    marketingMail: true,
    marketingEmail: true,
  }
}

/** Adds an unanswered field for every visa the values do not answer yet (visas arrive after the cards). */
export function withVisaFields(values: PassengerFormValues, visas: readonly Pick<CheckoutVisa, 'id'>[]) {
  const missing = visas.filter((visa) => !Object.hasOwn(values, visaField(visa.id)))
  if (missing.length === 0) return values
  const next: PassengerFormValues = { ...values }
  for (const visa of missing) next[visaField(visa.id)] = ''
  return next
}

// ------------------------------------------------------------------------------------------------ lists

export interface ListOption {
  value: string
  label: string
}

export const DAY_OPTIONS: ListOption[] = Array.from({ length: 31 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}))

export const MONTH_OPTIONS: ListOption[] = MONTHS_SHORT.map((name, index) => ({
  value: String(index + 1),
  label: name,
}))

/** Checkout §9: the birth year list runs from the current year down to 1901. */
export function yearOptions(today: Date = new Date()): ListOption[] {
  const years: ListOption[] = []
  for (let year = today.getFullYear(); year >= BIRTH_YEAR_MIN; year--)
    years.push({ value: String(year), label: String(year) })
  return years
}

// ------------------------------------------------------------------------------------------------ wire

function optionalText(value: string): string | null {
  return value.trim() === '' ? null : value
}

function yesNoValue(value: YesNo | string): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined
}

function listValue(value: string): number | undefined {
  return /^\d{1,4}$/.test(value) ? Number(value) : undefined
}

/**
 * The card's values as passengerDetailsResponse carries them (checkout §7): numbers for the date lists, booleans
 * for the yes/no questions, details text only while its question is answered yes, the numeric ids of the visas
 * answered 'Visa required'. The lead's address comes from the address block (added by the caller).
 */
export function toPassengerInput(
  values: PassengerFormValues,
  options: { passengerId: number; lead: boolean; visas: readonly Pick<CheckoutVisa, 'id'>[] },
): PassengerDetailsInput {
  const mobility = yesNoValue(values.mobilityLimitations)
  const dietary = yesNoValue(values.dietaryRequests)
  const input: Record<string, unknown> = {
    passengerId: options.passengerId,
    title: values.title,
    firstName: values.firstName,
    lastName: values.lastName,
    otherNames: optionalText(values.otherNames),
    dayOfBirth: listValue(values.dayOfBirth),
    monthOfBirth: listValue(values.monthOfBirth),
    yearOfBirth: listValue(values.yearOfBirth),
    sex: values.sex,
    mobilityLimitations: mobility,
    mobilityDetails: mobility ? values.mobilityDetails : null,
    dietaryRequests: dietary,
    dietaryRequirements: dietary ? values.dietaryRequirements : null,
    visaIds: options.visas.filter((visa) => values[visaField(visa.id)] === VISA_REQUIRED).map((visa) => visa.id),
  }
  if (options.lead) {
    Object.assign(input, {
      email: values.email,
      confirmEmail: values.confirmEmail,
      mobilePhone: values.mobilePhone,
      homePhone: values.homePhone,
      termsAndConditions: values.termsAndConditions,
      marketingMail: values.marketingMail,
      marketingEmail: values.marketingEmail,
    })
  }
  return input as PassengerDetailsInput
}

// ------------------------------------------------------------------------------------------------ messages

/*
 * Zod skips an object's refinements while any of its fields is invalid, so the rules across fields (a real date,
 * details required when the answer is yes, confirm email) would only appear once everything else was right. To show
 * every message at once, a second pass replaces the fields that failed with valid stand-ins and keeps only the
 * refinements' messages about fields that were not replaced.
 */
const STAND_INS: Record<string, unknown> = {
  title: 'Mr',
  firstName: 'Ann',
  lastName: 'Smith',
  otherNames: null,
  dayOfBirth: 1,
  monthOfBirth: 1,
  yearOfBirth: 1970,
  sex: 'Male',
  mobilityLimitations: false,
  mobilityDetails: null,
  dietaryRequests: false,
  dietaryRequirements: null,
  visaIds: [],
  email: 'stand-in@example.com',
  confirmEmail: 'stand-in@example.com',
  mobilePhone: '01234 567890',
  homePhone: '01234 567890',
  termsAndConditions: true,
  marketingMail: false,
  marketingEmail: false,
}
/** The lead's address is checked by the address block's own form (the same rules); a stand-in keeps it quiet here. */
const ADDRESS_STAND_IN = {
  addressLines: ['1 High Street'],
  town: 'London',
  county: null,
  country: 'GB',
  postCode: 'SW1A 1AA',
  addressVerified: false,
}

/** First message per wire field ('dateOfBirth' for the date's combined rules); the address is left out. */
export function passengerInputErrors(input: PassengerDetailsInput, lead: boolean): Record<string, string> {
  const schema: z.ZodType = lead ? leadPassengerDetailsSchema : passengerDetailsSchema
  const given = lead ? { ...input, address: ADDRESS_STAND_IN } : input
  const first = schema.safeParse(given)
  if (first.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of first.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key !== 'address' && !Object.hasOwn(errors, key)) errors[key] = issue.message
  }
  const replaced = new Set(Object.keys(errors).filter((key) => Object.hasOwn(STAND_INS, key)))
  if (replaced.size === 0) return errors
  const patched: Record<string, unknown> = { ...given }
  for (const key of replaced) patched[key] = STAND_INS[key]
  const second = schema.safeParse(patched)
  if (second.success) return errors
  const dateReplaced = DATE_OF_BIRTH_FIELDS.some((key) => replaced.has(key))
  for (const issue of second.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key === 'address' || replaced.has(key) || Object.hasOwn(errors, key)) continue
    if (key === DATE_OF_BIRTH_FIELD && dateReplaced) continue
    // A stand-in e-mail says nothing about whether the confirmation matches the real one.
    if (key === 'confirmEmail' && replaced.has('email') && issue.message === MATCH_EMAIL_MESSAGE) continue
    errors[key] = issue.message
  }
  return errors
}

export interface PassengerFormContext {
  passengerId: number
  lead: boolean
  visas: readonly Pick<CheckoutVisa, 'id'>[]
  /** 'YYYY-MM-DD'; every passenger must be 18 or over on it (checkout §5). */
  departureDate: string
  /** passengersError.under18ErrorMessage from page data, when there is one (checkout §3, §8). */
  underAgeMessage?: string | null
  today?: Date
}

/**
 * The card's messages by form field: the rules' messages, the date's combined message on each of the three lists
 * that has none of its own, the age at departure, and 'This is a required field' for an unanswered visa.
 */
export function passengerFormErrors(
  values: PassengerFormValues,
  context: PassengerFormContext,
): Record<string, string> {
  const input = toPassengerInput(values, context)
  const errors = passengerInputErrors(input, context.lead)
  const today: CalendarDate = calendarDateOf(context.today ?? new Date())
  const departure = parseIsoDate(context.departureDate)
  let dateMessage = errors[DATE_OF_BIRTH_FIELD] ?? null
  delete errors[DATE_OF_BIRTH_FIELD]
  if (dateMessage === null && DATE_OF_BIRTH_FIELDS.every((field) => !errors[field])) {
    const dateOfBirth = dateOfBirthOf(input.dayOfBirth, input.monthOfBirth, input.yearOfBirth, today)
    if (dateOfBirth && departure && !isOldEnough(dateOfBirth, departure, MIN_AGE)) {
      dateMessage = context.underAgeMessage?.trim() ? context.underAgeMessage : underAgeMessage()
    }
  }
  if (dateMessage !== null) {
    for (const field of DATE_OF_BIRTH_FIELDS) errors[field] ??= dateMessage
  }
  for (const visa of context.visas) {
    const field = visaField(visa.id)
    const answer = values[field]
    if (answer !== VISA_REQUIRED && answer !== NO_VISA_REQUIRED) errors[field] = REQUIRED_MESSAGE
  }
  return errors
}

/**
 * The card's form schema for the shared form store: its issues are passengerFormErrors (keyed by form field), its
 * output the wire's PassengerDetailsInput (without the lead's address).
 */
export function makePassengerFormSchema(context: PassengerFormContext) {
  return z
    .custom<PassengerFormValues>((value) => typeof value === 'object' && value !== null)
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(passengerFormErrors(values, context))) {
        ctx.addIssue({ code: 'custom', path: [field], message })
      }
    })
    .transform((values) => toPassengerInput(values, context))
}

/** Fields whose message depends on another field: re-checked when that one changes. */
export function dependentFields(field: string): string[] {
  if ((DATE_OF_BIRTH_FIELDS as readonly string[]).includes(field)) {
    return DATE_OF_BIRTH_FIELDS.filter((other) => other !== field)
  }
  if (field === 'email') return ['confirmEmail']
  if (field === 'mobilityLimitations') return ['mobilityDetails']
  if (field === 'dietaryRequests') return ['dietaryRequirements']
  return []
}

/** Which fields the card marks required (the form store cannot read it from a custom schema). */
export function isRequiredPassengerField(field: string, values: PassengerFormValues): boolean {
  switch (field) {
    case 'otherNames':
    case 'marketingMail':
    case 'marketingEmail':
      return false
    case 'mobilityDetails':
      return values.mobilityLimitations === 'yes'
    case 'dietaryRequirements':
      return values.dietaryRequests === 'yes'
    default:
      return true
  }
}
