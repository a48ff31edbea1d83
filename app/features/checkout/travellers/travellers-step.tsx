import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import { SelectField, TextField } from '../../../components/form/fields'
import type { BoundField } from '../../../components/form/use-form'
import { requestErrorScroll } from '../../../components/form/error-scroll'
import { REQUIRED_MESSAGE } from '../../../lib/field-rules'
import type { CurrencyCode } from '../../../lib/money'
import { PASSENGER_NAME_MAX_LENGTH, DUPLICATE_PASSENGER_NAME_MESSAGE } from '../contract/index.rules'
import {
  type CheckoutTexts,
  type CheckoutState,
  occupancyLabel,
  roomOptionLabel,
  supplementNote,
} from '../flow/index.rules'
import {
  canAddRoom,
  canContinueTravellers,
  maxTravellersNotice,
  roomOptions,
  travellerErrors,
  type NameErrors,
} from './checkout-rooms'
import { StepActions, StepIntro } from '../flow/index'
import { DonationBlock } from '../extras/index'

export type NameField = 'firstName' | 'lastName'

const NEW_ROOM = 'new-room'

export interface TravellersHandlers {
  onSelectRoomType: (roomKey: string, roomId: number | null) => void
  onAddRoom: () => void
  onRemoveRoom: (roomKey: string) => void
  onName: (roomKey: string, passengerKey: string, field: NameField, value: string) => void
  onDonates: (name: string, donates: boolean) => void
  onDonationForBooking: (value: boolean) => void
  onBack: () => void
  onContinue: () => void
}

function bound<T extends string>(
  id: string,
  value: T,
  error: string | null,
  setValue: (value: T) => void,
  blur: () => void = () => undefined,
): BoundField<T> {
  return { id, name: id, value, error, required: true, errorId: `${id}-error`, hintId: `${id}-hint`, setValue, blur }
}

/**
 * Checkout step 3, 'Select Room Types' (checkout §2, §4, §5, §9): a room-type select per room ('Select room type',
 * options limited to the places remaining and disabled when none are left), its occupancy, supplement note and a
 * remove button; First Name and Last Name per traveller, with errors tied to their fields and shown once the field
 * was typed in or Continue was pressed; 'Add another room' only when every room has a type and the travellers are
 * under the maximum ('Maximum {n} travellers' at it); the donation block; Back and Continue (enabled by the §5
 * rule). A 409 from the rooms response is shown next to the rooms.
 */
export function TravellersStep({
  state,
  currency,
  texts,
  headingRef,
  busy,
  handlers,
  soldOutAction,
}: {
  state: Pick<
    CheckoutState,
    | 'rooms'
    | 'availableRooms'
    | 'maxPassengers'
    | 'roomsMessage'
    | 'donation'
    | 'nonDonatingTravellers'
    | 'donationForBooking'
  >
  currency: CurrencyCode
  texts: Pick<CheckoutTexts, 'travellers' | 'donations'>
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  handlers: TravellersHandlers
  /** Offered under the sold-out message (the waitlist's join form, issue 27). */
  soldOutAction?: ReactNode
}) {
  const id = useId()
  const { rooms, maxPassengers } = state
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const focusAfterRender = useRef<string | null>(null)

  const errors = travellerErrors(rooms)
  const canContinue = canContinueTravellers(rooms)
  const notice = maxTravellersNotice(rooms, maxPassengers)
  const addable = canAddRoom(rooms, maxPassengers)
  const soldOut = maxPassengers === 0

  // A refused rooms response (409) is read out and takes focus, next to the rooms it is about.
  useEffect(() => {
    if (state.roomsMessage) messageRef.current?.focus()
  }, [state.roomsMessage])

  // After adding or removing a room, focus goes to what replaced the button the visitor pressed.
  useEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    document.getElementById(target === NEW_ROOM ? `${id}-${rooms.at(-1)?.key}-type` : target)?.focus()
  })

  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)))

  const shownError = (passengerKey: string, field: NameField, nameErrors: NameErrors | undefined) => {
    const message = nameErrors?.[field]
    if (!message) return null
    if (submitted || touched.has(`${passengerKey}:${field}`)) return message
    // The duplicate rule sits on the first name but is usually broken by typing the last name.
    return message === DUPLICATE_PASSENGER_NAME_MESSAGE && touched.has(`${passengerKey}:lastName`) ? message : null
  }

  const duplicateShown = rooms.some((room) =>
    room.passengers.some(
      (passenger) =>
        shownError(passenger.key, 'firstName', errors.get(passenger.key)) === DUPLICATE_PASSENGER_NAME_MESSAGE,
    ),
  )

  const continueClicked = () => {
    if (busy) return
    if (!canContinue) {
      setSubmitted(true)
      requestErrorScroll()
      return
    }
    handlers.onContinue()
  }

  let travellerNumber = 0

  return (
    <section className="checkout-step checkout-step--travellers" aria-labelledby="checkout-step-travellers">
      <StepIntro id="checkout-step-travellers" text={texts.travellers} headingRef={headingRef} />
      {soldOut ? (
        <p className="checkout-alert" role="alert">
          Sorry, there are no places left on this departure to book online.
        </p>
      ) : null}
      {soldOut ? soldOutAction : null}

      <div className="checkout-rooms">
        {rooms.map((room, roomIndex) => {
          const options = roomOptions(state.availableRooms, rooms, room.key, maxPassengers)
          const note = supplementNote(room.supplement, currency)
          const typeError = submitted && room.id === null ? REQUIRED_MESSAGE : null
          return (
            <section key={room.key} className="checkout-card checkout-room" aria-labelledby={`${id}-${room.key}`}>
              <div className="checkout-room__header">
                <h3 id={`${id}-${room.key}`} className="checkout-card__title">
                  Room {roomIndex + 1}
                </h3>
                <button
                  type="button"
                  className="checkout-link-button"
                  disabled={busy}
                  onClick={() => {
                    const previous = rooms[roomIndex - 1] ?? rooms[roomIndex + 1]
                    focusAfterRender.current = previous ? `${id}-${previous.key}-type` : `${id}-add-room`
                    handlers.onRemoveRoom(room.key)
                  }}
                >
                  Remove<span className="visually-hidden"> room {roomIndex + 1}</span>
                </button>
              </div>
              <SelectField
                field={bound(`${id}-${room.key}-type`, room.id === null ? '' : String(room.id), typeError, (value) =>
                  handlers.onSelectRoomType(room.key, value === '' ? null : Number(value)),
                )}
                label="Room type"
                placeholder="Select room type"
                options={options.map((option) => ({
                  value: String(option.room.id),
                  label: roomOptionLabel(option.room, currency, option.disabled),
                  disabled: option.disabled,
                }))}
              />
              {room.id !== null ? (
                <p className="checkout-room__facts">
                  <span className="checkout-room__occupancy">{occupancyLabel(room.occupancy)}</span>
                  {note ? <span className="checkout-room__supplement">{note}</span> : null}
                </p>
              ) : null}
              {room.passengers.map((passenger) => {
                travellerNumber += 1
                const nameErrors = errors.get(passenger.key)
                const fieldId = (field: NameField) => `${id}-${passenger.key}-${field}`
                const nameField = (field: NameField) =>
                  bound(
                    fieldId(field),
                    passenger[field],
                    shownError(passenger.key, field, nameErrors),
                    (value) => {
                      touch(`${passenger.key}:${field}`)
                      handlers.onName(room.key, passenger.key, field, value)
                    },
                    () => {
                      if (passenger[field] !== '') touch(`${passenger.key}:${field}`)
                    },
                  )
                const lead = travellerNumber === 1
                return (
                  <fieldset key={passenger.key} className="checkout-traveller">
                    <legend className="checkout-traveller__legend">Traveller {travellerNumber}</legend>
                    <div className="checkout-traveller__names">
                      <TextField
                        field={nameField('firstName')}
                        label="First Name"
                        autoComplete={lead ? 'given-name' : 'off'}
                        maxLength={PASSENGER_NAME_MAX_LENGTH}
                        showOptional={false}
                      />
                      <TextField
                        field={nameField('lastName')}
                        label="Last Name"
                        autoComplete={lead ? 'family-name' : 'off'}
                        maxLength={PASSENGER_NAME_MAX_LENGTH}
                        showOptional={false}
                      />
                    </div>
                  </fieldset>
                )
              })}
            </section>
          )
        })}
      </div>

      {state.roomsMessage ? (
        <p className="checkout-alert" role="alert" tabIndex={-1} ref={messageRef} data-testid="rooms-message">
          {state.roomsMessage}
        </p>
      ) : null}

      <div className="checkout-rooms__more">
        {addable && !soldOut ? (
          <button
            type="button"
            id={`${id}-add-room`}
            className="checkout-link-button"
            disabled={busy}
            onClick={() => {
              focusAfterRender.current = NEW_ROOM
              handlers.onAddRoom()
            }}
          >
            Add another room
          </button>
        ) : notice && !soldOut ? (
          <p className="checkout-note" id={`${id}-add-room`} tabIndex={-1}>
            {notice}
          </p>
        ) : null}
      </div>

      <p className="visually-hidden" role="status">
        {duplicateShown ? DUPLICATE_PASSENGER_NAME_MESSAGE : ''}
      </p>

      {state.donation && rooms.some((room) => room.passengers.length > 0) ? (
        <DonationBlock
          donation={state.donation}
          rooms={rooms}
          nonDonating={state.nonDonatingTravellers}
          donationForBooking={state.donationForBooking}
          currency={currency}
          text={texts.donations}
          onDonates={handlers.onDonates}
          onDonationForBooking={handlers.onDonationForBooking}
        />
      ) : null}

      <StepActions>
        <button type="button" className="button button--secondary" onClick={handlers.onBack} disabled={busy}>
          Back
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={!canContinue || busy ? true : undefined}
          aria-describedby={canContinue ? undefined : `${id}-continue-hint`}
          onClick={continueClicked}
        >
          Continue
        </button>
      </StepActions>
      {canContinue ? null : (
        <p id={`${id}-continue-hint`} className="checkout-note checkout-step__hint">
          To continue, choose a room type for every room and enter a different first and last name for each traveller.
        </p>
      )}
    </section>
  )
}
