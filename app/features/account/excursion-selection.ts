import type { BookingExcursionsAnswer, UpdateExcursionsRequest } from './account-contract'

/*
 * The excursions section's selection (issue 12; checkout §3 account booking excursions): which passengers go on
 * which excursion, changed per passenger on the page and sent whole (an excursion left with nobody is removed). The
 * server prices it; the page only shows its own running difference as a hint until the server answers. Pure.
 */

export type ExcursionSelection = Record<number, number[]>

export function selectionOf(answer: Pick<BookingExcursionsAnswer, 'excursions'>): ExcursionSelection {
  const selection: ExcursionSelection = {}
  for (const excursion of answer.excursions) {
    selection[excursion.excursionId] = excursion.passengers
      .filter((passenger) => passenger.selected)
      .map((passenger) => passenger.passengerId)
  }
  return selection
}

export function toggleExcursion(
  selection: ExcursionSelection,
  excursionId: number,
  passengerId: number,
  selected: boolean,
): ExcursionSelection {
  const current = selection[excursionId] ?? []
  const next = selected
    ? current.includes(passengerId)
      ? current
      : [...current, passengerId].sort((a, b) => a - b)
    : current.filter((id) => id !== passengerId)
  return { ...selection, [excursionId]: next }
}

export function excursionsRequestOf(
  bookingReference: string,
  selection: ExcursionSelection,
): Omit<UpdateExcursionsRequest, 'bookingReference'> & { bookingReference: string } {
  return {
    bookingReference,
    excursions: Object.entries(selection)
      .filter(([, passengerIds]) => passengerIds.length > 0)
      .map(([excursionId, passengerIds]) => ({ excursionId: Number(excursionId), passengerIds: [...passengerIds] })),
  }
}

/** The change in price the selection makes against what is booked (for the page's hint; the server decides). */
export function selectionPriceChange(
  answer: Pick<BookingExcursionsAnswer, 'excursions'>,
  selection: ExcursionSelection,
): number {
  let change = 0
  for (const excursion of answer.excursions) {
    const before = excursion.passengers.filter((passenger) => passenger.selected).length
    const after = (selection[excursion.excursionId] ?? []).length
    change += (after - before) * excursion.price
  }
  return change
}

export function isSelectionChanged(
  answer: Pick<BookingExcursionsAnswer, 'excursions'>,
  selection: ExcursionSelection,
): boolean {
  const booked = selectionOf(answer)
  return answer.excursions.some((excursion) => {
    const a = booked[excursion.excursionId] ?? []
    const b = [...(selection[excursion.excursionId] ?? [])].sort((x, y) => x - y)
    return a.length !== b.length || [...a].sort((x, y) => x - y).some((id, i) => id !== b[i])
  })
}
