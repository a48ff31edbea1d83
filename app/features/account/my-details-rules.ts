import { z } from 'zod'
import { makeAddressPayloadSchema } from '../address/index.schema'
import {
  DATE_OF_BIRTH_FIELD,
  INVALID_DATE_MESSAGE,
  PASSENGER_NAME_MAX_LENGTH,
  REQUIRED_MESSAGE,
  SEXES,
  TITLES,
  dateOfBirthOf,
} from '../checkout/index.rules'
import { zChoice, zField } from '../../lib/validation'

/*
 * "My details" (issue 12): the signed-in customer's own details, validated like the checkout's lead passenger
 * (checkout §5: title, names, a real date of birth not in the future, sex, mobile and home telephone, billing
 * address). The e-mail address is the sign-in name and proves the guest bookings (ADR 0027), so it is not edited
 * here. Pure: the page's form and the server's gate share it. Field errors are keyed like the checkout's
 * ('firstName', 'address.postCode', 'dateOfBirth' for the three date lists together).
 */

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

export const myDetailsSchema = z
  .object({
    title: zChoice(TITLES),
    firstName: requiredName(),
    lastName: requiredName(),
    dayOfBirth: dateList,
    monthOfBirth: dateList,
    yearOfBirth: dateList,
    sex: zChoice(SEXES),
    mobilePhone: zField('telephone', { required: true, maxLength: 30 }),
    homePhone: zField('telephone', { required: true, maxLength: 30 }),
    address: makeAddressPayloadSchema(),
    marketingMail: z.boolean().optional(),
    marketingEmail: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!dateOfBirthOf(value.dayOfBirth, value.monthOfBirth, value.yearOfBirth)) {
      ctx.addIssue({ code: 'custom', path: [DATE_OF_BIRTH_FIELD], message: INVALID_DATE_MESSAGE })
    }
  })
export type MyDetailsRequest = z.output<typeof myDetailsSchema>
export type MyDetailsInput = z.input<typeof myDetailsSchema>
