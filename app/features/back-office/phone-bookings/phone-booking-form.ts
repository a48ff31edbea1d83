import { roomsResponseRequestSchema, type RoomsResponseRequest } from '../../checkout/index.rules'

/*
 * The phone booking's forms read into the checkout's own requests (issue 26, ADR 0059). The field names are the
 * page's; the requests are exactly what the checkout's browser sends, so the quote engine's schemas and rules — and
 * their messages, keyed `passengers.<i>.<field>` — apply unchanged. The page shows each message by that same key.
 */

/** The most rooms of one type a phone booking asks names for in one go (the engine caps travellers anyway). */
export const MAX_ROOMS_PER_TYPE = 5

/** A traveller's name fields in the rooms form: room type, which room of that type, which bed. */
export const travellerField = (roomId: number, room: number, bed: number, part: 'first' | 'last') =>
  `t-${roomId}-${room}-${bed}-${part}`

/** The travellers in the order the form lists them: room types in page order, each room, each bed. */
export function travellerSlots(
  rooms: readonly { id: number; occupancy: number }[],
  counts: Readonly<Record<string, number>>,
): { roomId: number; room: number; bed: number }[] {
  const slots: { roomId: number; room: number; bed: number }[] = []
  for (const type of rooms)
    for (let room = 0; room < (counts[String(type.id)] ?? 0); room++)
      for (let bed = 0; bed < type.occupancy; bed++) slots.push({ roomId: type.id, room, bed })
  return slots
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The rooms form → the checkout's rooms response (without the quote id). The rooms are the ones the form was drawn
 * for (`count-<roomId>` hidden fields, capped); each traveller's names are checked by the checkout's schema.
 */
export function roomsOfForm(
  form: FormData,
  departure: { id: number; filo: string; transportCode: string },
  rooms: readonly { id: number; occupancy: number }[],
): { ok: true; request: Omit<RoomsResponseRequest, 'quoteId'> } | { ok: false; errors: Record<string, string> } {
  const counts: Record<string, number> = {}
  for (const type of rooms) {
    const count = Number(text(form, `count-${type.id}`) || '0')
    if (Number.isInteger(count) && count > 0 && count <= MAX_ROOMS_PER_TYPE) counts[String(type.id)] = count
  }
  const passengers = travellerSlots(rooms, counts).map((slot) => ({
    roomId: slot.roomId,
    roomKey: `${slot.roomId}-${slot.room}`,
    firstName: text(form, travellerField(slot.roomId, slot.room, slot.bed, 'first')),
    lastName: text(form, travellerField(slot.roomId, slot.room, slot.bed, 'last')),
  }))
  // The tour extension (the checkout's add-on step offers one): its own departure's id, or none. The engine checks
  // that it is offered with this departure and prices it.
  const addOn = text(form, 'addOn')
  const parsed = roomsResponseRequestSchema.safeParse({
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers,
    addOnDepartureIds: addOn && addOn !== 'none' ? [addOn] : [],
  })
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'passengers'
      errors[key] ??= issue.message
    }
    return { ok: false, errors }
  }
  const { quoteId: _ignored, ...request } = parsed.data
  return { ok: true, request }
}

/** The extras form: `x-<code>` boxes, one per traveller, valued with the passenger id. */
export function excursionsOfForm(form: FormData): { code: string; passengerIds: number[] }[] {
  const chosen = new Map<string, number[]>()
  for (const [name, value] of form.entries()) {
    if (!name.startsWith('x-') || typeof value !== 'string' || !/^\d{1,10}$/.test(value)) continue
    const code = name.slice(2)
    chosen.set(code, [...(chosen.get(code) ?? []), Number(value)])
  }
  return [...chosen].map(([code, passengerIds]) => ({ code, passengerIds }))
}

/** A traveller's details field in the details form: `p<index>-<field>`. */
export const detailField = (index: number, field: string) => `p${index}-${field}`
/** The lead's contact field in the details form. */
export const leadField = (field: string) => `lead-${field}`

const yesNo = (value: string): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined)

/**
 * The details form → the checkout's passengerDetailsResponse: every traveller's own fields, the lead's contact,
 * address, terms (the agent confirms the customer accepted them on the call) and marketing choices.
 */
export function passengerDetailsOfForm(form: FormData, quoteId: number) {
  const count = Math.min(Number(text(form, 'passengerCount')) || 0, 50)
  const passengers = Array.from({ length: count }, (_, index) => {
    const field = (name: string) => text(form, detailField(index, name))
    const passenger: Record<string, unknown> = {
      passengerId: Number(field('passengerId')),
      title: field('title'),
      firstName: field('firstName'),
      lastName: field('lastName'),
      otherNames: field('otherNames') || null,
      dayOfBirth: field('day'),
      monthOfBirth: field('month'),
      yearOfBirth: field('year'),
      sex: field('sex'),
      mobilityLimitations: yesNo(field('mobility')),
      mobilityDetails: field('mobilityDetails') || null,
      dietaryRequests: yesNo(field('dietary')),
      dietaryRequirements: field('dietaryRequirements') || null,
      visaIds: [],
    }
    if (field('lead') !== 'yes') return passenger
    const line2 = text(form, leadField('line2'))
    return {
      ...passenger,
      email: text(form, leadField('email')),
      confirmEmail: text(form, leadField('confirmEmail')),
      mobilePhone: text(form, leadField('mobilePhone')),
      homePhone: text(form, leadField('homePhone')),
      address: {
        addressLines: line2 ? [text(form, leadField('line1')), line2] : [text(form, leadField('line1'))],
        town: text(form, leadField('town')),
        county: text(form, leadField('county')),
        country: text(form, leadField('country')).toUpperCase(),
        postCode: text(form, leadField('postCode')),
        addressVerified: false,
      },
      termsAndConditions: text(form, leadField('terms')) === 'yes' ? true : undefined,
      marketingEmail: text(form, leadField('marketingEmail')) === 'yes',
      marketingMail: text(form, leadField('marketingMail')) === 'yes',
    }
  })
  return { quoteId, passengers }
}
