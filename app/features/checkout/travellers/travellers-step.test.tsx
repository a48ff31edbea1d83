// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useReducer } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AvailableRoomsResponse, Donation } from '../contract/checkout-contract'
import { checkoutReducer, initialCheckoutState } from '../flow/checkout-state'
import { availableRooms, pageData, perPersonDonation, singleRoom, twinRoom } from '../flow/checkout-test-data'
import { TravellersStep } from './travellers-step'

/*
 * The travellers step wired to the page's reducer, as the page wires it: what a person sees and can do with the
 * rooms, names and donation, and how errors are tied to their fields.
 */

function Harness({
  rooms = availableRooms,
  donation = null,
  onContinue = () => undefined,
}: {
  rooms?: AvailableRoomsResponse
  donation?: Donation | null
  onContinue?: () => void
}) {
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () =>
    checkoutReducer(initialCheckoutState(), {
      type: 'checkoutDataLoaded',
      addOns: [],
      availableRooms: rooms,
      donation,
    }),
  )
  return (
    <>
      <TravellersStep
        state={state}
        currency="GBP"
        texts={pageData.texts}
        headingRef={{ current: null }}
        busy={false}
        handlers={{
          onSelectRoomType: (roomKey, roomId) => dispatch({ type: 'selectRoomType', roomKey, roomId }),
          onAddRoom: () => dispatch({ type: 'addRoom' }),
          onRemoveRoom: (roomKey) => dispatch({ type: 'removeRoom', roomKey }),
          onName: (roomKey, passengerKey, field, value) =>
            dispatch({ type: 'setName', roomKey, passengerKey, field, value }),
          onDonates: (name, donates) => dispatch({ type: 'setDonates', name, donates }),
          onDonationForBooking: (value) => dispatch({ type: 'setDonationForBooking', value }),
          onBack: () => undefined,
          onContinue,
        }}
      />
      <output data-testid="non-donating">{state.nonDonatingTravellers.join('|')}</output>
      <output data-testid="for-booking">{String(state.donationForBooking)}</output>
    </>
  )
}

const roomSelects = () => screen.getAllByRole('combobox', { name: /Room type/ })
const chooseRoom = (index: number, id: number) =>
  fireEvent.change(roomSelects()[index]!, { target: { value: String(id) } })
const nameInput = (traveller: number, field: 'First Name' | 'Last Name') =>
  within(screen.getByRole('group', { name: `Traveller ${traveller}` })).getByLabelText(new RegExp(field))

afterEach(cleanup)

describe('TravellersStep', () => {
  it("offers 'Select room type', then shows the occupancy, the supplement and a First/Last Name pair per traveller", () => {
    render(<Harness />)
    expect(screen.getByRole('heading', { level: 2, name: 'Select Room Types' })).toBeTruthy()
    const select = roomSelects()[0] as HTMLSelectElement
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Select room type',
      'Twin Room – £1,000 pp',
      'Single Room – £1,200 pp',
    ])
    chooseRoom(0, singleRoom.id)
    expect(screen.getByText('1 person')).toBeTruthy()
    expect(screen.getByText('Includes a room supplement of £200 per person')).toBeTruthy()
    chooseRoom(0, twinRoom.id)
    expect(screen.getByText('2 people')).toBeTruthy()
    expect(screen.queryByText(/room supplement/)).toBeNull()
    expect(screen.getAllByRole('group', { name: /^Traveller \d$/ })).toHaveLength(2)
    expect(nameInput(2, 'Last Name')).toBeTruthy()
  })

  it("shows 'Add another room' only when every room has a type and places remain, then 'Maximum {n} travellers'", () => {
    render(<Harness rooms={{ ...availableRooms, maxAvailable: 3 }} />)
    expect(screen.queryByRole('button', { name: 'Add another room' })).toBeNull()
    chooseRoom(0, twinRoom.id)
    fireEvent.click(screen.getByRole('button', { name: 'Add another room' }))
    // The new room's select takes focus; only what fits in the one place left is offered.
    expect(document.activeElement).toBe(roomSelects()[1])
    expect([...(roomSelects()[1] as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', '1'])
    chooseRoom(1, singleRoom.id)
    expect(screen.queryByRole('button', { name: 'Add another room' })).toBeNull()
    expect(screen.getByText('Maximum 3 travellers')).toBeTruthy()
    // Removing a room brings the link back and moves focus to the room before it.
    fireEvent.click(screen.getByRole('button', { name: 'Remove room 2' }))
    expect(roomSelects()).toHaveLength(1)
    expect(document.activeElement).toBe(roomSelects()[0])
    expect(screen.getByRole('button', { name: 'Add another room' })).toBeTruthy()
  })

  it('disables a room type with none left, counting the rooms already chosen', () => {
    render(<Harness rooms={{ ...availableRooms, rooms: [twinRoom, { ...singleRoom, left: 1 }] }} />)
    chooseRoom(0, singleRoom.id)
    fireEvent.click(screen.getByRole('button', { name: 'Add another room' }))
    const single = [...(roomSelects()[1] as HTMLSelectElement).options].find((option) => option.value === '1')!
    expect(single.disabled).toBe(true)
    expect(single.textContent).toBe('Single Room – £1,200 pp (none left)')
  })

  it('shows a name error once the field was typed in, tied to the field, and all of them when Continue is pressed', () => {
    let continued = 0
    render(<Harness onContinue={() => continued++} />)
    chooseRoom(0, twinRoom.id)
    const first = nameInput(1, 'First Name')
    expect(first.getAttribute('aria-invalid')).toBeNull()
    fireEvent.change(first, { target: { value: 'Ann3' } })
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter letters, hyphens and apostrophes only.',
    )
    // Untouched fields stay quiet until Continue.
    expect(nameInput(2, 'First Name').getAttribute('aria-invalid')).toBeNull()
    const button = screen.getByRole('button', { name: 'Continue' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    expect(continued).toBe(0)
    expect(nameInput(2, 'First Name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('This is a required field').length).toBeGreaterThanOrEqual(3)

    fireEvent.change(first, { target: { value: 'Ann' } })
    fireEvent.change(nameInput(1, 'Last Name'), { target: { value: 'Lee' } })
    fireEvent.change(nameInput(2, 'First Name'), { target: { value: 'Bo' } })
    fireEvent.change(nameInput(2, 'Last Name'), { target: { value: 'Lee' } })
    expect(button.getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(button)
    expect(continued).toBe(1)
  })

  it('refuses two travellers with the same name on the later one, and announces it', () => {
    render(<Harness />)
    chooseRoom(0, twinRoom.id)
    fireEvent.change(nameInput(1, 'First Name'), { target: { value: 'Ann' } })
    fireEvent.change(nameInput(1, 'Last Name'), { target: { value: 'Lee' } })
    fireEvent.change(nameInput(2, 'First Name'), { target: { value: 'ANN' } })
    fireEvent.change(nameInput(2, 'Last Name'), { target: { value: 'lee' } })
    const second = nameInput(2, 'First Name')
    expect(second.getAttribute('aria-invalid')).toBe('true')
    expect(nameInput(1, 'First Name').getAttribute('aria-invalid')).toBeNull()
    expect(screen.getAllByText('You cannot add two passengers with the same name')).toHaveLength(2) // field + live region
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('offers a per-person donation as a ticked checkbox per named traveller', () => {
    render(<Harness donation={perPersonDonation} />)
    chooseRoom(0, twinRoom.id)
    expect(screen.getByText('Enter your travellers’ names above to choose who donates.')).toBeTruthy()
    fireEvent.change(nameInput(1, 'First Name'), { target: { value: 'Ann' } })
    fireEvent.change(nameInput(1, 'Last Name'), { target: { value: 'Lee' } })
    const group = screen.getByRole('group', { name: 'Travellers donating £5 per traveller' })
    const ann = within(group).getByRole('checkbox', { name: 'Ann Lee' }) as HTMLInputElement
    expect(ann.checked).toBe(true)
    fireEvent.click(ann)
    expect(ann.checked).toBe(false)
    expect(screen.getByTestId('non-donating').textContent).toBe('Ann Lee')
  })

  it('offers a per-booking donation as one ticked checkbox', () => {
    render(<Harness donation={{ ...perPersonDonation, allocationType: 'PerBooking', price: 1_000 }} />)
    chooseRoom(0, singleRoom.id)
    const box = screen.getByRole('checkbox', { name: 'Add £10 to my booking' }) as HTMLInputElement
    expect(box.checked).toBe(true)
    fireEvent.click(box)
    expect(screen.getByTestId('for-booking').textContent).toBe('false')
  })

  it('says so when the departure has no places left', () => {
    render(<Harness rooms={{ ...availableRooms, maxAvailable: 0 }} />)
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, there are no places left on this departure to book online.',
    )
    expect(screen.queryByRole('button', { name: 'Add another room' })).toBeNull()
  })
})
