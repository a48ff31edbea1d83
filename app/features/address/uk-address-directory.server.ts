import type { AddressProvider } from './address-provider.server'
import type { AddressMatch, AddressWithId } from './address-schema'
import { parseUkPostcode, type UkPostcode } from './postcode'
import { findDistrict, type PostcodeDistrict } from './uk-postcode-districts.server'

/*
 * The embedded postcode lookup: real districts and post towns (uk-postcode-districts.server.ts), with street
 * addresses derived from the postcode itself, so the same postcode always lists the same houses and an id can be
 * resolved again without storing anything. Documented in docs/address-directory.md.
 */

const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Victoria Road',
  'Park Avenue',
  'Mill Lane',
  'Queen Street',
  'King Street',
  'Green Lane',
  'Manor Road',
  'The Crescent',
  'Albert Road',
  'Springfield Road',
  'Orchard Close',
  'New Road',
  'School Lane',
  'Grange Road',
  'London Road',
  'Chapel Street',
  'Windsor Road',
  'York Road',
  'Highfield Road',
  'North Street',
  'Castle Street',
  'Market Place',
  'Bridge Street',
  'West Street',
  'Kingsway',
  'Cedar Grove',
  'Beech Avenue',
  'Elm Road',
  'Meadow Way',
  'Riverside',
  'Abbey Road',
  'Westfield Road',
  'St John’s Road',
  'Hawthorn Drive',
  'Oak Tree Close',
  'Brook Street',
  'Regent Street',
] as const

const BUILDINGS = [
  'Albion Court',
  'Regency House',
  'Marlborough Mansions',
  'Wellington Court',
  'Priory House',
  'Clarence Court',
] as const

const ID_PATTERN = /^([A-Z0-9]{5,7})-(\d{1,2})$/

/** FNV-1a: a small, stable hash so every process derives the same street for a postcode. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

interface DirectoryAddress extends AddressWithId {
  description: string
}

function addressesAt(postcode: UkPostcode, district: PostcodeDistrict): DirectoryAddress[] {
  const seed = hash(postcode.compact)
  const street = STREETS[seed % STREETS.length]!
  const count = 6 + ((seed >>> 8) % 9)
  const firstNumber = 1 + ((seed >>> 12) % 60)
  // About one postcode in four is a block of flats.
  const building = (seed >>> 20) % 4 === 0 ? BUILDINGS[(seed >>> 22) % BUILDINGS.length]! : null
  const buildingNumber = firstNumber

  return Array.from({ length: count }, (_, index) => {
    const lines = building
      ? [`Flat ${index + 1}, ${building}`, `${buildingNumber} ${street}`]
      : [`${firstNumber + index * 2} ${street}`]
    if (district.locality && lines.length < 2) lines.push(district.locality)
    const address: Omit<DirectoryAddress, 'description'> = {
      id: `${postcode.compact}-${index}`,
      addressLines: lines,
      town: district.town,
      county: district.county,
      country: district.country,
      postCode: postcode.formatted,
    }
    const description = [...lines, district.town, postcode.formatted].join(', ')
    return { ...address, description }
  })
}

function directoryLookup(postcodeText: string): DirectoryAddress[] {
  const postcode = parseUkPostcode(postcodeText)
  if (!postcode) return []
  const district = findDistrict(postcode.outward)
  return district ? addressesAt(postcode, district) : []
}

export function createUkAddressDirectory(): AddressProvider {
  return {
    name: 'uk-directory',
    async lookup(postcode): Promise<AddressMatch[]> {
      return directoryLookup(postcode).map(({ id, description }) => ({ id, description }))
    },
    async getAddress(id): Promise<AddressWithId | null> {
      const match = ID_PATTERN.exec(id)
      if (!match) return null
      const found = directoryLookup(match[1]!)[Number(match[2])]
      if (!found) return null
      const { description: _description, ...address } = found
      return address
    },
  }
}
