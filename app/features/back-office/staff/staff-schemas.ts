import { z } from 'zod'
import { STAFF_ROLES } from './permissions'

/* One Zod schema per back-office form (issue 14), the gate of its action. */

export const staffLoginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(128),
})

export const twoFactorSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')),
})

export const createStaffSchema = z.object({
  email: z.string().trim().min(1, 'Enter an e-mail address.').max(254),
  name: z.string().trim().min(1, 'Enter a name.').max(120),
  role: z.enum(STAFF_ROLES, 'Choose a role.'),
})

export const disableStaffSchema = z.object({
  staffId: z.coerce.number().int().positive(),
})
