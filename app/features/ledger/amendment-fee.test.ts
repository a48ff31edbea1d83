import { describe, expect, it } from 'vitest'
import { amendmentFeeSettingProblem } from './amendment-fee'

describe('the amendment fee setting', () => {
  it('takes a setting from 0 to 1,000 in whole minor units', () => {
    expect(amendmentFeeSettingProblem(null)).toBeNull()
    expect(amendmentFeeSettingProblem(0)).toBeNull()
    expect(amendmentFeeSettingProblem(100_000)).toBeNull()
    expect(amendmentFeeSettingProblem(100_001)).not.toBeNull()
    expect(amendmentFeeSettingProblem(-1)).not.toBeNull()
  })
})
