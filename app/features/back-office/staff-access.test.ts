import { describe, expect, it } from 'vitest'
import { STAFF_ACTIONS, STAFF_ROLES, allowedActions, can } from './permissions'
import {
  PASSWORD_CHANGE_ACTION,
  reachableActions,
  staffAccess,
  staffLanding,
  type StaffAccessSession,
} from './staff-access'

// The back office's door (issue 14; ADR 0028, ADR 0033): every loader and action goes through staffAccess.

function session(overrides: { secondFactorDone?: boolean; role?: string; passwordChangeRequired?: boolean } = {}) {
  return {
    secondFactorDone: overrides.secondFactorDone ?? true,
    staff: {
      role: overrides.role ?? 'administrator',
      passwordChangeRequired: overrides.passwordChangeRequired ?? false,
    },
  } satisfies StaffAccessSession
}

describe('staffAccess', () => {
  it('sends a browser without a staff session to sign in, whatever it asks for', () => {
    for (const action of STAFF_ACTIONS) expect(staffAccess(null, action), action).toBe('sign-in')
  })

  it('sends a session still waiting for its code to the two-factor page, even with a password to change', () => {
    for (const passwordChangeRequired of [false, true])
      for (const action of STAFF_ACTIONS)
        expect(staffAccess(session({ secondFactorDone: false, passwordChangeRequired }), action), action).toBe(
          'two-factor',
        )
  })

  it('lets a member whose password an administrator set do nothing but change it, whatever their role', () => {
    for (const role of STAFF_ROLES)
      for (const action of STAFF_ACTIONS) {
        const access = staffAccess(session({ role, passwordChangeRequired: true }), action)
        expect(access, `${role} ${action}`).toBe(action === PASSWORD_CHANGE_ACTION ? 'allowed' : 'change-password')
      }
  })

  it('sends them to change it before it says their role does not allow a page (nothing else is told)', () => {
    expect(staffAccess(session({ role: 'content_editor', passwordChangeRequired: true }), 'staff.manage')).toBe(
      'change-password',
    )
  })

  it('once their own password is chosen, answers by the role table alone', () => {
    for (const role of STAFF_ROLES)
      for (const action of STAFF_ACTIONS)
        expect(staffAccess(session({ role }), action), `${role} ${action}`).toBe(
          can(role, action) ? 'allowed' : 'forbidden',
        )
  })

  it('gives an unknown role nothing, not even its own account', () => {
    for (const action of STAFF_ACTIONS) expect(staffAccess(session({ role: 'owner' }), action)).toBe('forbidden')
  })

  it('lets every role open its own account (the page where the password is changed)', () => {
    for (const role of STAFF_ROLES) expect(can(role, PASSWORD_CHANGE_ACTION), role).toBe(true)
  })
})

describe('staffLanding', () => {
  it('sends a member past the password to the code, then to their own password if an administrator set it', () => {
    expect(staffLanding(session({ secondFactorDone: false, passwordChangeRequired: true }))).toBe('two-factor')
    expect(staffLanding(session({ secondFactorDone: false }))).toBe('two-factor')
    expect(staffLanding(session({ passwordChangeRequired: true }))).toBe('change-password')
    expect(staffLanding(session())).toBe('dashboard')
  })
})

describe('reachableActions', () => {
  it('offers only the account page while the password is to be changed, and the role’s table otherwise', () => {
    for (const role of STAFF_ROLES) {
      expect(reachableActions(session({ role, passwordChangeRequired: true }))).toEqual([PASSWORD_CHANGE_ACTION])
      expect(reachableActions(session({ role }))).toEqual(allowedActions(role))
    }
    expect(reachableActions(null)).toEqual([])
    expect(reachableActions(session({ secondFactorDone: false }))).toEqual([])
  })
})
