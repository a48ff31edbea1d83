import { useId, useState } from 'react'
import { z } from 'zod'
import { SelectField, TextField } from '../../components/form/fields'
import { useForm } from '../../components/form/use-form'
import { Stylesheet } from '../../components/ui/stylesheet'
import { ApiError, createApiClient, readPageCsrfToken } from '../../lib/api-client'
import { MAX_PASSENGERS } from '../../lib/constants'
import { WAITLIST_JOIN_PATH, type WaitlistJoinResponse, type WaitlistRoomChoice } from './waitlist-contract'
import formStylesHref from '../../components/form/form.css?url'
import stylesHref from './waitlist.css?url'

/*
 * "Join the waitlist" on a sold-out departure (issue 27): in the tour page's departures table and the checkout's
 * sold-out message. A button opens the form (e-mail, travellers, an optional room type); the outcome is announced
 * in a status region and focus stays where the visitor is.
 */

const api = createApiClient({ getCsrfToken: readPageCsrfToken })

const joinFormSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').email('Enter a valid e-mail address.').max(254),
  travellers: z.string().regex(/^[1-9]$/, 'Choose how many travellers.'),
  roomId: z.string(),
})

export const WAITLIST_JOINED_MESSAGE =
  'You are on the waitlist. We have e-mailed you a confirmation, and will e-mail you if places come free.'
const WAITLIST_FAILED_MESSAGE = 'Sorry, we could not add you to the waitlist just now. Please try again.'

const travellerOptions = Array.from({ length: MAX_PASSENGERS }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? '1 traveller' : `${index + 1} travellers`,
}))

export function WaitlistJoin({
  departureId,
  departureLabel,
  rooms = [],
}: {
  departureId: number
  /** 'the 12th May 2027 departure', for the button's accessible name. */
  departureLabel: string
  rooms?: readonly WaitlistRoomChoice[]
}) {
  const [open, setOpen] = useState(false)
  const formId = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-waitlist`
  return (
    <div className="waitlist-join">
      <Stylesheet href={formStylesHref} />
      <Stylesheet href={stylesHref} />
      <p className="waitlist-join__intro">
        Sold out. Join the waitlist and we will hold places for you if any come free.
      </p>
      <button
        type="button"
        className="button button--primary waitlist-join__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        Join the waitlist<span className="visually-hidden"> for {departureLabel}</span>
      </button>
      <div id={formId} hidden={!open}>
        {open ? <JoinForm departureId={departureId} rooms={rooms} /> : null}
      </div>
    </div>
  )
}

function JoinForm({ departureId, rooms }: { departureId: number; rooms: readonly WaitlistRoomChoice[] }) {
  const form = useForm({
    name: 'waitlist_join',
    schema: joinFormSchema,
    initialValues: { email: '', travellers: '2', roomId: '' },
  })
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  async function submit() {
    if (sending) return
    const result = form.submit()
    if (!result.success) return
    setSending(true)
    setStatus(null)
    try {
      await api.post<WaitlistJoinResponse>(WAITLIST_JOIN_PATH, {
        departureId,
        email: result.data.email,
        travellers: Number(result.data.travellers),
        roomId: result.data.roomId ? Number(result.data.roomId) : null,
      })
      setStatus({ kind: 'success', text: WAITLIST_JOINED_MESSAGE })
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) form.store.setErrors(error.fieldErrors)
      setStatus({
        kind: 'error',
        text: error instanceof ApiError && error.status < 500 ? error.message : WAITLIST_FAILED_MESSAGE,
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      {status?.kind === 'success' ? null : (
        <form
          className="waitlist-join__form"
          name={form.store.name}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <TextField
            field={form.field('email')}
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            showOptional={false}
          />
          <SelectField
            field={form.field('travellers')}
            label="Travellers"
            options={travellerOptions}
            showOptional={false}
          />
          {rooms.length > 0 ? (
            <SelectField
              field={form.field('roomId')}
              label="Room type"
              placeholder="Any room type"
              options={rooms.map((room) => ({ value: String(room.id), label: room.name }))}
            />
          ) : null}
          <button type="submit" className="button button--accent waitlist-join__submit" disabled={sending}>
            {sending ? 'Joining…' : 'Join the waitlist'}
          </button>
        </form>
      )}
      <p role="status" className={`waitlist-join__status${status ? ` waitlist-join__status--${status.kind}` : ''}`}>
        {status?.text ?? ''}
      </p>
    </>
  )
}
