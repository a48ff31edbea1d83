import { describe, expect, it } from 'vitest'
import { makeAddressPayloadSchema } from './address-schema'
import { parseUkPostcode } from './postcode'
import { createUkAddressDirectory } from './uk-address-directory.server'
import { POSTCODE_DISTRICTS } from './uk-postcode-districts.server'

const directory = createUkAddressDirectory()

describe('parseUkPostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  M1  1AE ', 'M1 1AE'],
    ['eh11yz', 'EH1 1YZ'],
    ['CF10 1EP', 'CF10 1EP'],
  ])('%s → %s', (input, formatted) => {
    expect(parseUkPostcode(input)?.formatted).toBe(formatted)
  })

  it.each(['', '12345', 'SW1A', 'D02 X285', 'SW1A 1AAA'])('refuses %s', (input) => {
    expect(parseUkPostcode(input)).toBeNull()
  })
})

describe('the built-in UK address directory', () => {
  it('lists addresses for documented demo postcodes, with the real post town', async () => {
    for (const [postcode, town] of [
      ['SW1A 1AA', 'London'],
      ['M1 1AE', 'Manchester'],
      ['B1 1BB', 'Birmingham'],
      ['EH1 1YZ', 'Edinburgh'],
      ['CF10 1EP', 'Cardiff'],
      ['BT1 5GS', 'Belfast'],
      ['YO1 7HH', 'York'],
    ] as const) {
      const matches = await directory.lookup(postcode)
      expect(matches.length, postcode).toBeGreaterThanOrEqual(6)
      for (const match of matches) expect(match.description).toContain(`${town}, ${postcode}`)
    }
  })

  it('is deterministic: the same postcode lists the same addresses', async () => {
    expect(await directory.lookup('ls1 4ap')).toEqual(await directory.lookup('LS1 4AP'))
    expect(await directory.lookup('LS1 4AP')).not.toEqual(await directory.lookup('LS1 4AQ'))
  })

  it('resolves a lookup id to a full address that passes the address rules', async () => {
    const [first] = await directory.lookup('SW1A 1AA')
    const address = await directory.getAddress(first!.id)
    expect(address).toMatchObject({
      id: first!.id,
      town: 'London',
      county: 'Greater London',
      country: 'GB',
      postCode: 'SW1A 1AA',
    })
    expect(first!.description.startsWith(address!.addressLines[0]!)).toBe(true)
    expect(makeAddressPayloadSchema().safeParse(address).success).toBe(true)
  })

  it('gives the Crown Dependencies their own country codes', async () => {
    const [jersey] = await directory.lookup('JE2 3QA')
    expect(await directory.getAddress(jersey!.id)).toMatchObject({ town: 'Jersey', country: 'JE' })
    const [man] = await directory.lookup('IM1 1AA')
    expect(await directory.getAddress(man!.id)).toMatchObject({ town: 'Isle of Man', country: 'IM' })
  })

  it('answers no results for districts it does not hold and for non-UK postcodes', async () => {
    expect(await directory.lookup('ZZ1 1ZZ')).toEqual([])
    expect(await directory.lookup('75001')).toEqual([])
    expect(await directory.getAddress('ZZ11ZZ-0')).toBeNull()
    expect(await directory.getAddress('SW1A1AA-99')).toBeNull()
    expect(await directory.getAddress('nonsense')).toBeNull()
  })

  it('every district has a town and a known country', () => {
    expect(POSTCODE_DISTRICTS.size).toBeGreaterThan(400)
    for (const district of POSTCODE_DISTRICTS.values()) {
      expect(district.town).not.toBe('')
      expect(['GB', 'JE', 'GG', 'IM']).toContain(district.country)
    }
  })
})
