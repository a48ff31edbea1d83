import { describe, expect, it } from 'vitest'
import { heldUntilText } from './held-until'

describe('until when a waitlist offer holds the places', () => {
  it('is London’s wall clock: GMT in winter, BST in summer', () => {
    expect(heldUntilText('2027-01-15T14:30:00.000Z')).toBe('15th Jan 2027 at 14:30 UK time')
    expect(heldUntilText('2027-06-03T13:05:00.000Z')).toBe('3rd Jun 2027 at 14:05 UK time')
  })

  it('moves to the next day when London is past midnight', () => {
    expect(heldUntilText('2027-07-01T23:30:00.000Z')).toBe('2nd Jul 2027 at 00:30 UK time')
  })
})
