/*
 * The ledger lines a sale writes (issue 25): one line per thing sold, read from the booking's own rows, in the
 * checkout's subtotal terms (checkout §9: room price per person × occupancy, excursion price × travellers, visa price
 * × count, the donation). The booking's agreed total is the quote's subtotal, which also carries tour extensions
 * (ADR 0014) and any price the lines cannot see; a last line "Tour extensions and other items" carries that
 * difference, so the lines always add up to exactly what was agreed. Pure; the writer is ledger.server.ts.
 */

export interface SaleLine {
  /** 'correction' only for an agreed total below the itemised prices (a price cut the rows do not show). */
  kind: 'sale-item' | 'correction'
  description: string
  amountMinor: number
  reason: string | null
}

export interface SaleItems {
  rooms: readonly { name: string; occupancy: number; pricePerPersonMinor: number }[]
  excursions: readonly { name: string; priceMinor: number }[]
  visas: readonly { name: string; priceMinor: number }[]
  donations: readonly { name: string; amountMinor: number }[]
}

export const OTHER_ITEMS_DESCRIPTION = 'Tour extensions and other items'

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, { item: T; count: number }> {
  const groups = new Map<string, { item: T; count: number }>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.count += 1
    else groups.set(key(item), { item, count: 1 })
  }
  return groups
}

function saleItem(description: string, amountMinor: number): SaleLine {
  return { kind: 'sale-item', description, amountMinor, reason: null }
}

function times(count: number): string {
  return count === 1 ? '1 traveller' : `${count} travellers`
}

export function saleLinesOf(items: SaleItems, agreedTotalMinor: number): SaleLine[] {
  const lines: SaleLine[] = []
  for (const room of items.rooms) {
    if (room.occupancy <= 0) continue
    lines.push({
      kind: 'sale-item',
      description: `${room.name}, ${times(room.occupancy)}`,
      amountMinor: room.pricePerPersonMinor * room.occupancy,
      reason: null,
    })
  }
  for (const { item, count } of countBy(items.excursions, (e) => `${e.name}\u0000${e.priceMinor}`).values())
    lines.push(saleItem(`Excursion: ${item.name}, ${times(count)}`, item.priceMinor * count))
  for (const { item, count } of countBy(items.visas, (v) => `${v.name}\u0000${v.priceMinor}`).values())
    lines.push(saleItem(`Visa: ${item.name}, ${times(count)}`, item.priceMinor * count))
  const donations = new Map<string, number>()
  for (const donation of items.donations)
    donations.set(donation.name, (donations.get(donation.name) ?? 0) + donation.amountMinor)
  for (const [name, amount] of donations) if (amount > 0) lines.push(saleItem(`Donation: ${name}`, amount))
  // A free item (a room at no price, a free excursion) writes no line: a ledger line is never zero.
  const priced = lines.filter((line) => line.amountMinor !== 0)
  const itemised = priced.reduce((total, line) => total + line.amountMinor, 0)
  const difference = agreedTotalMinor - itemised
  if (difference > 0) priced.push(saleItem(OTHER_ITEMS_DESCRIPTION, difference))
  if (difference < 0)
    priced.push({
      kind: 'correction',
      description: 'Price agreed at booking',
      amountMinor: difference,
      reason: 'The agreed total is below the itemised prices.',
    })
  return priced
}
