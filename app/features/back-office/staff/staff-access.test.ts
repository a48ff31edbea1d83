import { describe, expect, it } from 'vitest'
import { STAFF_ACTIONS, STAFF_ROLES, allowedActions, can, type StaffAction } from './permissions'
import {
  PASSWORD_CHANGE_ACTION,
  reachableActions,
  staffAccess,
  staffLanding,
  type StaffAccessSession,
} from './staff-access'

// The back office's door (issue 14; ADR 0028, ADR 0033, ADR 0034): every loader and action goes through staffAccess.

const NOW = new Date('2026-11-30T09:00:00.000Z')
const LATER = new Date(NOW.getTime() + 60_000).toISOString()
const EARLIER = new Date(NOW.getTime() - 60_000).toISOString()

function session(
  overrides: {
    secondFactorDone?: boolean
    role?: string
    passwordChangeRequired?: boolean
    passwordExpiresAt?: string | null
  } = {},
) {
  return {
    secondFactorDone: overrides.secondFactorDone ?? true,
    staff: {
      role: overrides.role ?? 'administrator',
      passwordChangeRequired: overrides.passwordChangeRequired ?? false,
      passwordExpiresAt: overrides.passwordExpiresAt ?? null,
    },
  } satisfies StaffAccessSession
}

const staffAccessNow = (s: StaffAccessSession | null, action: StaffAction) => staffAccess(s, action, NOW)

describe('staffAccess', () => {
  it('sends a browser without a staff session to sign in, whatever it asks for', () => {
    for (const action of STAFF_ACTIONS) expect(staffAccessNow(null, action), action).toBe('sign-in')
  })

  it('sends a session still waiting for its code to the two-factor page, even with a password to change', () => {
    for (const passwordChangeRequired of [false, true])
      for (const action of STAFF_ACTIONS)
        expect(staffAccessNow(session({ secondFactorDone: false, passwordChangeRequired }), action), action).toBe(
          'two-factor',
        )
  })

  it('lets a member whose password an administrator set do nothing but change it, whatever their role', () => {
    for (const role of STAFF_ROLES)
      for (const action of STAFF_ACTIONS) {
        const access = staffAccessNow(session({ role, passwordChangeRequired: true }), action)
        expect(access, `${role} ${action}`).toBe(action === PASSWORD_CHANGE_ACTION ? 'allowed' : 'change-password')
      }
  })

  it('sends them to change it before it says their role does not allow a page (nothing else is told)', () => {
    expect(staffAccessNow(session({ role: 'content_editor', passwordChangeRequired: true }), 'staff.manage')).toBe(
      'change-password',
    )
  })

  it('once their own password is chosen, answers by the role table alone', () => {
    for (const role of STAFF_ROLES)
      for (const action of STAFF_ACTIONS)
        expect(staffAccessNow(session({ role }), action), `${role} ${action}`).toBe(
          can(role, action) ? 'allowed' : 'forbidden',
        )
  })

  it('gives an unknown role nothing, not even its own account', () => {
    for (const action of STAFF_ACTIONS) expect(staffAccessNow(session({ role: 'owner' }), action)).toBe('forbidden')
  })

  it('signs out a session whose administrator-set password has expired, at any step and whatever it asks for', () => {
    for (const secondFactorDone of [false, true])
      for (const role of STAFF_ROLES)
        for (const action of STAFF_ACTIONS)
          expect(
            staffAccessNow(
              session({ secondFactorDone, role, passwordChangeRequired: true, passwordExpiresAt: EARLIER }),
              action,
            ),
            `${role} ${action} ${secondFactorDone}`,
          ).toBe('password-expired')
  })

  it('expires the password at the instant itself, not a moment later', () => {
    const marked = session({ passwordChangeRequired: true, passwordExpiresAt: NOW.toISOString() })
    expect(staffAccessNow(marked, PASSWORD_CHANGE_ACTION)).toBe('password-expired')
  })

  it('lets a marked password not yet expired (or marked before expiries existed) change it, as before', () => {
    for (const passwordExpiresAt of [LATER, null]) {
      const marked = session({ passwordChangeRequired: true, passwordExpiresAt })
      expect(staffAccessNow(marked, PASSWORD_CHANGE_ACTION)).toBe('allowed')
      expect(staffAccessNow(marked, 'bookings.view')).toBe('change-password')
      expect(staffAccessNow({ ...marked, secondFactorDone: false }, PASSWORD_CHANGE_ACTION)).toBe('two-factor')
    }
  })

  it('never expires a password the member chose, whatever time is left on the row', () => {
    expect(staffAccessNow(session({ passwordExpiresAt: EARLIER }), 'bookings.view')).toBe('allowed')
  })

  it('lets every role open its own account (the page where the password is changed)', () => {
    for (const role of STAFF_ROLES) expect(can(role, PASSWORD_CHANGE_ACTION), role).toBe(true)
  })
})

describe('staffLanding', () => {
  it('sends a member past the password to the code, then to their own password if an administrator set it', () => {
    expect(staffLanding(session({ secondFactorDone: false, passwordChangeRequired: true }), NOW)).toBe('two-factor')
    expect(staffLanding(session({ secondFactorDone: false }), NOW)).toBe('two-factor')
    expect(staffLanding(session({ passwordChangeRequired: true }), NOW)).toBe('change-password')
    expect(staffLanding(session(), NOW)).toBe('dashboard')
  })

  it('sends nowhere a session whose administrator-set password expired, before the code or after it', () => {
    for (const secondFactorDone of [false, true])
      expect(
        staffLanding(session({ secondFactorDone, passwordChangeRequired: true, passwordExpiresAt: EARLIER }), NOW),
      ).toBe('password-expired')
    expect(staffLanding(session({ passwordChangeRequired: true, passwordExpiresAt: LATER }), NOW)).toBe(
      'change-password',
    )
  })
})

describe('reachableActions', () => {
  it('offers only the account page while the password is to be changed, and the role’s table otherwise', () => {
    for (const role of STAFF_ROLES) {
      expect(reachableActions(session({ role, passwordChangeRequired: true }), NOW)).toEqual([PASSWORD_CHANGE_ACTION])
      expect(reachableActions(session({ role }), NOW)).toEqual(allowedActions(role))
    }
    expect(reachableActions(null, NOW)).toEqual([])
    expect(reachableActions(session({ secondFactorDone: false }), NOW)).toEqual([])
    expect(reachableActions(session({ passwordChangeRequired: true, passwordExpiresAt: EARLIER }), NOW)).toEqual([])
  })
})
