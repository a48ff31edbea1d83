import { describe, expect, it } from 'vitest'
import { duplicateNameIndexes, fullName, fullNameKey, hasDuplicateNames, sameName } from './passenger-names'

const p = (firstName: string, lastName: string) => ({ firstName, lastName })

describe('the duplicate-name rule (checkout §5)', () => {
  it.each<[string, ReturnType<typeof p>[], number[]]>([
    ['different names', [p('Ann', 'Lee'), p('Bo', 'Lee')], []],
    ['the same name twice: the later one carries it', [p('Ann', 'Lee'), p('Ann', 'Lee')], [1]],
    ['case and spaces do not make a name different', [p('Ann', 'Lee'), p('  ANN ', 'lee ')], [1]],
    ['inner spaces collapse', [p('Mary Ann', 'Lee'), p('Mary  Ann', 'Lee')], [1]],
    ['composed and decomposed accents are one name', [p('Zoë', 'Lee'), p('Zoe\u0308', 'Lee')], [1]],
    ['blank names are ignored', [p('', ''), p('', ''), p(' ', '')], []],
    ['a half-typed name is not compared', [p('Ann', ''), p('Ann', '')], []],
    ['three of one name', [p('Ann', 'Lee'), p('Bo', 'Lee'), p('ann', 'LEE'), p('Ann', 'Lee')], [2, 3]],
  ])('%s', (_name, passengers, indexes) => {
    expect(duplicateNameIndexes(passengers)).toEqual(indexes)
    expect(hasDuplicateNames(passengers)).toBe(indexes.length > 0)
  })

  it('builds full names as shown and compares them as read', () => {
    expect(fullName(p(' Ann ', ' Lee'))).toBe('Ann Lee')
    expect(fullNameKey('ANN   lee')).toBe(fullNameKey(fullName(p('Ann', 'Lee'))))
  })

  it('matches the logged-in customer case-insensitively', () => {
    expect(sameName(p('ann', 'LEE'), p('Ann', 'Lee'))).toBe(true)
    expect(sameName(p('', ''), p('', ''))).toBe(false)
  })
})
