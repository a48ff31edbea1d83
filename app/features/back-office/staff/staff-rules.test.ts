import { describe, expect, it } from 'vitest'
import {
  ADMIN_SET_PASSWORD_LIFETIME_HOURS,
  ROLE_CHANGE_REFUSAL_MESSAGES,
  RESET_REFUSAL_MESSAGES,
  adminSetPasswordExpired,
  adminSetPasswordExpiresAt,
  ownPasswordChangeErrors,
  refusalStatus,
  resetRefusal,
  roleChangeRefusal,
  staffStatusLabel,
} from './staff-rules'

describe('resetRefusal', () => {
  it('lets an administrator reset another active member', () => {
    expect(resetRefusal({ actorId: 1, target: { id: 2, disabled: false } })).toBeNull()
  })

  it('refuses their own account, a disabled member and a missing one', () => {
    expect(resetRefusal({ actorId: 1, target: { id: 1, disabled: false } })).toBe('self')
    expect(resetRefusal({ actorId: 1, target: { id: 2, disabled: true } })).toBe('disabled')
    expect(resetRefusal({ actorId: 1, target: null })).toBe('not-found')
  })
})

describe('roleChangeRefusal', () => {
  const admin = (id: number) => ({ id, role: 'administrator' as const, disabled: false })
  const agent = (id: number) => ({ id, role: 'sales_agent' as const, disabled: false })

  it('allows promoting, demoting another administrator and moving between the other roles', () => {
    expect(roleChangeRefusal({ actorId: 1, target: agent(2), newRole: 'administrator', activeAdministrators: 1 })).toBe(
      null,
    )
    expect(
      roleChangeRefusal({ actorId: 1, target: agent(2), newRole: 'content_editor', activeAdministrators: 1 }),
    ).toBe(null)
    expect(roleChangeRefusal({ actorId: 1, target: admin(2), newRole: 'sales_agent', activeAdministrators: 2 })).toBe(
      null,
    )
  })

  it('never lets an administrator demote themselves', () => {
    expect(roleChangeRefusal({ actorId: 1, target: admin(1), newRole: 'sales_agent', activeAdministrators: 3 })).toBe(
      'self-demotion',
    )
  })

  it('never demotes the last active administrator, whoever asks', () => {
    expect(
      roleChangeRefusal({ actorId: 1, target: admin(1), newRole: 'content_editor', activeAdministrators: 1 }),
    ).toBe('last-administrator')
    expect(roleChangeRefusal({ actorId: 1, target: admin(2), newRole: 'sales_agent', activeAdministrators: 1 })).toBe(
      'last-administrator',
    )
    expect(roleChangeRefusal({ actorId: 1, target: admin(2), newRole: 'sales_agent', activeAdministrators: 0 })).toBe(
      'last-administrator',
    )
  })

  it('refuses a missing or disabled member and a change to the role they have', () => {
    expect(roleChangeRefusal({ actorId: 1, target: null, newRole: 'sales_agent', activeAdministrators: 2 })).toBe(
      'not-found',
    )
    expect(
      roleChangeRefusal({
        actorId: 1,
        target: { ...agent(2), disabled: true },
        newRole: 'administrator',
        activeAdministrators: 1,
      }),
    ).toBe('disabled')
    expect(roleChangeRefusal({ actorId: 1, target: agent(2), newRole: 'sales_agent', activeAdministrators: 1 })).toBe(
      'unchanged',
    )
  })

  it('has a message for every refusal, a 404 for a missing member and a 409 otherwise', () => {
    for (const [refusal, message] of Object.entries(ROLE_CHANGE_REFUSAL_MESSAGES)) {
      expect(message).not.toBe('')
      expect(refusalStatus(refusal as keyof typeof ROLE_CHANGE_REFUSAL_MESSAGES)).toBe(
        refusal === 'not-found' ? 404 : 409,
      )
    }
    expect(Object.keys(RESET_REFUSAL_MESSAGES).sort()).toEqual(['disabled', 'not-found', 'self'])
  })
})

describe('ownPasswordChangeErrors', () => {
  const valid = {
    currentPassword: 'Copper-Heron-Lantern-58',
    newPassword: 'Amber-Falcon-Meadow-73',
    confirmPassword: 'Amber-Falcon-Meadow-73',
    newPasswordProblem: null,
  }

  it('accepts a valid change', () => {
    expect(ownPasswordChangeErrors(valid)).toEqual({})
  })

  it('asks for every field', () => {
    expect(
      ownPasswordChangeErrors({
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
        newPasswordProblem: 'This field is required.',
      }),
    ).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'This field is required.',
      confirmPassword: 'Enter the new password again.',
    })
  })

  it('passes on the creation rule’s verdict and refuses the current password again', () => {
    expect(ownPasswordChangeErrors({ ...valid, newPasswordProblem: 'Too easy.' })).toEqual({ newPassword: 'Too easy.' })
    expect(
      ownPasswordChangeErrors({
        ...valid,
        newPassword: valid.currentPassword,
        confirmPassword: valid.currentPassword,
      }),
    ).toEqual({ newPassword: 'Choose a new password that is not your current one.' })
  })

  it('wants the confirmation to match', () => {
    expect(ownPasswordChangeErrors({ ...valid, confirmPassword: 'Amber-Falcon-Meadow-74' })).toEqual({
      confirmPassword: 'The two new passwords are not the same.',
    })
  })
})

describe('the expiry of a password an administrator set (ADR 0034)', () => {
  const setAt = new Date('2026-11-27T17:30:00.000Z')
  const expiresAt = adminSetPasswordExpiresAt(setAt)
  const marked = { passwordChangeRequired: true, passwordExpiresAt: expiresAt }
  const at = (ms: number) => new Date(Date.parse(expiresAt) + ms)

  it('runs ADMIN_SET_PASSWORD_LIFETIME_HOURS (three days) from when it was set, as ISO-8601 UTC text', () => {
    expect(ADMIN_SET_PASSWORD_LIFETIME_HOURS).toBe(72)
    expect(expiresAt).toBe('2026-11-30T17:30:00.000Z')
  })

  it('works up to the instant, and not from it on', () => {
    expect(adminSetPasswordExpired(marked, setAt)).toBe(false)
    expect(adminSetPasswordExpired(marked, at(-1))).toBe(false)
    expect(adminSetPasswordExpired(marked, at(0))).toBe(true)
    expect(adminSetPasswordExpired(marked, at(86_400_000))).toBe(true)
  })

  it('never applies to a password the member chose, nor to a marked one with no expiry (marked before 0017)', () => {
    expect(adminSetPasswordExpired({ passwordChangeRequired: false, passwordExpiresAt: expiresAt }, at(1))).toBe(false)
    expect(adminSetPasswordExpired({ passwordChangeRequired: true, passwordExpiresAt: null }, at(1))).toBe(false)
  })

  it('counts an expiry it cannot read as past (fails closed)', () => {
    expect(adminSetPasswordExpired({ passwordChangeRequired: true, passwordExpiresAt: 'soon' }, setAt)).toBe(true)
  })
})

describe('staffStatusLabel', () => {
  const active = { disabled: false, passwordChangeRequired: false, passwordExpired: false }

  it('tells an administrator who is active, who must choose a password and whose one-time password expired', () => {
    expect(staffStatusLabel(active)).toBe('Active')
    expect(staffStatusLabel({ ...active, passwordChangeRequired: true })).toBe('Active, must choose a new password')
    expect(staffStatusLabel({ ...active, passwordChangeRequired: true, passwordExpired: true })).toBe(
      'Active, one-time password expired',
    )
    expect(staffStatusLabel({ disabled: true, passwordChangeRequired: true, passwordExpired: true })).toBe('Disabled')
  })
})
