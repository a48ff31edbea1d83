import { describe, expect, it } from 'vitest'
import {
  STAFF_ACTIONS,
  STAFF_ROLES,
  allowedActions,
  can,
  isStaffRole,
  type StaffAction,
  type StaffRole,
} from './permissions'

// Every action × every role, written out: a change to the table must change this test on purpose (issue 14).
const EXPECTED: Record<StaffAction, Record<StaffRole, boolean>> = {
  'dashboard.view': { administrator: true, sales_agent: true, content_editor: true },
  'bookings.view': { administrator: true, sales_agent: true, content_editor: false },
  'bookings.edit': { administrator: true, sales_agent: true, content_editor: false },
  'payments.view': { administrator: true, sales_agent: true, content_editor: false },
  'payments.refund': { administrator: true, sales_agent: true, content_editor: false },
  'customers.view': { administrator: true, sales_agent: true, content_editor: false },
  'leads.view': { administrator: true, sales_agent: true, content_editor: false },
  'tours.edit': { administrator: true, sales_agent: false, content_editor: true },
  'content.edit': { administrator: true, sales_agent: false, content_editor: true },
  'brochures.edit': { administrator: true, sales_agent: false, content_editor: true },
  'staff.manage': { administrator: true, sales_agent: false, content_editor: false },
  'money.settings': { administrator: true, sales_agent: false, content_editor: false },
  'audit.view': { administrator: true, sales_agent: false, content_editor: false },
  'exports.download': { administrator: true, sales_agent: true, content_editor: false },
  'account.manage': { administrator: true, sales_agent: true, content_editor: true },
}

describe('the role permission table', () => {
  it('covers every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...STAFF_ACTIONS].sort())
  })

  for (const action of STAFF_ACTIONS) {
    for (const role of STAFF_ROLES) {
      it(`${role} ${EXPECTED[action][role] ? 'may' : 'may not'} ${action}`, () => {
        expect(can(role, action)).toBe(EXPECTED[action][role])
      })
    }
  }

  it('gives an unknown role nothing', () => {
    expect(isStaffRole('owner')).toBe(false)
    for (const action of STAFF_ACTIONS) expect(can('owner', action)).toBe(false)
    expect(allowedActions('')).toEqual([])
  })

  it('lists a role’s actions in the table’s order', () => {
    expect(allowedActions('content_editor')).toEqual([
      'dashboard.view',
      'tours.edit',
      'content.edit',
      'brochures.edit',
      'account.manage',
    ])
    expect(allowedActions('administrator')).toEqual([...STAFF_ACTIONS])
  })
})
