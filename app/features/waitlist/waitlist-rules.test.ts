import { describe, expect, it } from 'vitest'
import {
  isOfferLive,
  nextOffer,
  offerExpiresAt,
  offerHoursOf,
  placesKeptForWaitlist,
  roomsForTravellers,
  waitlistJoinSchema,
} from './waitlist-rules'

const twin = { id: 2, occupancy: 2, left: 3 }
const single = { id: 1, occupancy: 1, left: 2 }

describe('offer expiry', () => {
  const now = new Date('2027-03-01T09:00:00.000Z')
  it('lasts the configured hours (24 by default)', () => {
    expect(offerExpiresAt(now)).toBe('2027-03-02T09:00:00.000Z')
    expect(offerExpiresAt(now, 2)).toBe('2027-03-01T11:00:00.000Z')
  })
  it('is live until, not at, its expiry', () => {
    expect(isOfferLive('2027-03-01T09:00:00.001Z', now)).toBe(true)
    expect(isOfferLive('2027-03-01T09:00:00.000Z', now)).toBe(false)
    expect(isOfferLive(null, now)).toBe(false)
  })
  it('takes whole hours from 1 to a week from configuration', () => {
    expect(offerHoursOf(undefined)).toBe(24)
    expect(offerHoursOf(168)).toBe(168)
    expect(() => offerHoursOf(0)).toThrow(RangeError)
    expect(() => offerHoursOf(169)).toThrow(RangeError)
    expect(() => offerHoursOf(1.5)).toThrow(RangeError)
  })
})

describe('placesKeptForWaitlist', () => {
  it('keeps what the entries wait for, never more than is free', () => {
    expect(placesKeptForWaitlist(3, 1)).toBe(1)
    expect(placesKeptForWaitlist(1, 4)).toBe(1)
    expect(placesKeptForWaitlist(0, 4)).toBe(0)
    expect(placesKeptForWaitlist(2, -1)).toBe(0)
  })
})

describe('roomsForTravellers', () => {
  it('uses the room type asked for, only when it seats them exactly', () => {
    expect(roomsForTravellers(4, [twin, single], 2)).toEqual([{ roomId: 2, rooms: 2 }])
    expect(roomsForTravellers(3, [twin, single], 2)).toBeNull()
    expect(roomsForTravellers(8, [twin, single], 2)).toBeNull()
  })
  it('otherwise takes the fewest rooms, larger first', () => {
    expect(roomsForTravellers(3, [single, twin])).toEqual([
      { roomId: 2, rooms: 1 },
      { roomId: 1, rooms: 1 },
    ])
    expect(roomsForTravellers(1, [twin])).toBeNull()
    expect(roomsForTravellers(2, [{ ...twin, left: 0 }, single])).toEqual([{ roomId: 1, rooms: 2 }])
  })
})

describe('nextOffer', () => {
  const rooms = [single, twin]
  it('goes to the first entry in the order they joined', () => {
    const waiting = [
      { id: 9, travellers: 1, roomId: null },
      { id: 4, travellers: 2, roomId: null },
    ]
    expect(nextOffer(waiting, 2, rooms)).toEqual({ entryId: 4, rooms: [{ roomId: 2, rooms: 1 }] })
  })
  it('passes over an entry the free places do not fit, for now', () => {
    const waiting = [
      { id: 1, travellers: 4, roomId: null },
      { id: 2, travellers: 1, roomId: null },
    ]
    expect(nextOffer(waiting, 1, rooms)).toEqual({ entryId: 2, rooms: [{ roomId: 1, rooms: 1 }] })
    expect(nextOffer(waiting, 0, rooms)).toBeNull()
  })
  it('passes over an entry whose room type is not left', () => {
    const waiting = [
      { id: 1, travellers: 1, roomId: 1 },
      { id: 2, travellers: 2, roomId: null },
    ]
    expect(nextOffer(waiting, 2, [{ ...single, left: 0 }, twin])).toEqual({
      entryId: 2,
      rooms: [{ roomId: 2, rooms: 1 }],
    })
  })
})

describe('waitlistJoinSchema', () => {
  it('accepts an e-mail, travellers and an optional room type', () => {
    expect(waitlistJoinSchema.parse({ departureId: 3, email: ' A@Example.com ', travellers: 2 })).toEqual({
      departureId: 3,
      email: 'a@example.com',
      travellers: 2,
    })
  })
  it.each([
    [{ departureId: 3, email: 'nope', travellers: 2 }],
    [{ departureId: 3, email: 'a@b.co', travellers: 0 }],
    [{ departureId: 3, email: 'a@b.co', travellers: 10 }],
    [{ departureId: -1, email: 'a@b.co', travellers: 1 }],
    [{ departureId: 3, email: 'a@b.co', travellers: 1, price: 0 }],
  ])('refuses %j', (body) => {
    expect(waitlistJoinSchema.safeParse(body).success).toBe(false)
  })
})
