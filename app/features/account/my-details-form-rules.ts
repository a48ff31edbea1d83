import { z } from 'zod'
import { DATE_OF_BIRTH_FIELD, INVALID_DATE_MESSAGE, dateOfBirthOf } from '../checkout/index.rules'
import { REQUIRED_MESSAGE } from '../../lib/validation'
import { myDetailsSchema } from './my-details-rules'
import type { UserDetails } from '../auth/index'

/*
 * The "My details" page form (issue 12): the fields of myDetailsSchema (the server's gate, the checkout's lead
 * passenger rules) as the form holds them — text values, the date of birth as three lists — minus the address,
 * which the address block's own form holds. Pure.
 */

export interface MyDetailsFormValues {
  [field: string]: string
  title: string
  firstName: string
  lastName: string
  dayOfBirth: string
  monthOfBirth: string
  yearOfBirth: string
  sex: string
  mobilePhone: string
  homePhone: string
}

const shape = myDetailsSchema.shape
const dateList = z.string().trim().min(1, REQUIRED_MESSAGE)

export const myDetailsFormSchema = z
  .object({
    title: shape.title,
    firstName: shape.firstName,
    lastName: shape.lastName,
    dayOfBirth: dateList,
    monthOfBirth: dateList,
    yearOfBirth: dateList,
    sex: shape.sex,
    mobilePhone: shape.mobilePhone,
    homePhone: shape.homePhone,
  })
  .superRefine((value, ctx) => {
    if (!value.dayOfBirth || !value.monthOfBirth || !value.yearOfBirth) return
    if (!dateOfBirthOf(Number(value.dayOfBirth), Number(value.monthOfBirth), Number(value.yearOfBirth))) {
      ctx.addIssue({ code: 'custom', path: ['dayOfBirth'], message: INVALID_DATE_MESSAGE })
    }
  })

export function myDetailsFormValuesOf(details: UserDetails | null): MyDetailsFormValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  return {
    title: text(details?.title),
    firstName: text(details?.firstName),
    lastName: text(details?.lastName),
    dayOfBirth: text(details?.dayOfBirth),
    monthOfBirth: text(details?.monthOfBirth),
    yearOfBirth: text(details?.yearOfBirth),
    sex: text(details?.sex),
    mobilePhone: text(details?.mobilePhone),
    homePhone: text(details?.homePhone),
  }
}

/** A server field error's key as the form knows it: the date of birth's shared key lands on the day list. */
export function formFieldOf(serverField: string): string {
  return serverField === DATE_OF_BIRTH_FIELD ? 'dayOfBirth' : serverField
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export const DAY_LIST = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))
export const MONTH_LIST = MONTHS.map((label, i) => ({ value: String(i + 1), label }))
export function yearListOf(thisYear: number) {
  return Array.from({ length: thisYear - 1900 }, (_, i) => ({
    value: String(thisYear - i),
    label: String(thisYear - i),
  }))
}
