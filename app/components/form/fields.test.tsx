// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ERROR_SCROLL_DEBOUNCE_MS, FIELD_VALIDATION_DEBOUNCE_MS } from '../../lib/constants'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, zChoice, zField } from '../../lib/validation'
import { CheckboxField, RadioGroupField, SelectField, TextField } from './fields'
import { useForm } from './use-form'

const schema = z.object({
  title: zChoice(['Mr', 'Mrs']),
  email: zField('email', { required: true }),
  phone: zField('numbersOnly'),
  sex: zChoice(['Male', 'Female']),
  news: z.boolean(),
})

function TestForm({ onValid }: { onValid?: (data: unknown) => void }) {
  const form = useForm({
    name: 'unit-form',
    schema,
    initialValues: { title: '', email: '', phone: '', sex: '', news: true },
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const result = form.submit()
        if (result.success) onValid?.(result.data)
      }}
    >
      <SelectField
        field={form.field('title')}
        label="Title"
        placeholder="Please select"
        options={[
          { value: 'Mr', label: 'Mr' },
          { value: 'Mrs', label: 'Mrs' },
        ]}
      />
      <TextField field={form.field('email')} label="Email" type="email" hint="We send your confirmation here" />
      <TextField field={form.field('phone')} label="Phone" type="tel" />
      <RadioGroupField
        field={form.field('sex')}
        legend="Sex"
        options={[
          { value: 'Male', label: 'Male' },
          { value: 'Female', label: 'Female' },
        ]}
      />
      <CheckboxField field={form.field('news')} label="Send me news" />
      <button type="submit">Send</button>
    </form>
  )
}

const scrollIntoView = vi.fn()

beforeEach(() => {
  vi.useFakeTimers()
  window.dataLayer = []
  scrollIntoView.mockClear()
  Element.prototype.scrollIntoView = scrollIntoView
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('field components', () => {
  it('labels every control, marks the required ones and ties the hint to the input', () => {
    render(<TestForm />)
    const email = screen.getByLabelText(/^Email/)
    expect((email as HTMLInputElement).required).toBe(true)
    expect(email.getAttribute('aria-describedby')).toBe(document.getElementById(`${email.id}-hint`)?.id)
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).required).toBe(false)
    expect(screen.getByText('(optional)')).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: /Sex/ }).getAttribute('aria-required')).toBe('true')
    expect((screen.getByRole('checkbox', { name: 'Send me news' }) as HTMLInputElement).checked).toBe(true)
  })

  it('shows an error only after typing, 100 ms later, tied to the field with aria-describedby', () => {
    render(<TestForm />)
    const email = screen.getByLabelText(/^Email/)
    fireEvent.focus(email)
    fireEvent.blur(email)
    advance(FIELD_VALIDATION_DEBOUNCE_MS)
    expect(screen.queryByText(REQUIRED_MESSAGE)).toBeNull()

    fireEvent.change(email, { target: { value: 'someone@' } })
    advance(FIELD_VALIDATION_DEBOUNCE_MS - 1)
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull()
    advance(1)
    const error = screen.getByText(INVALID_EMAIL_MESSAGE)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(error.id)
    expect(window.dataLayer).toContainEqual({
      event: 'formProgression',
      formName: 'unit-form',
      fieldName: 'email',
      fieldStatus: 'invalid',
      errorMessage: INVALID_EMAIL_MESSAGE,
    })
    // No personal data in the event.
    expect(JSON.stringify(window.dataLayer)).not.toContain('someone@')
  })

  it('submitting shows every error, scrolls the first into view 50 ms later, and does not submit', () => {
    const onValid = vi.fn()
    render(<TestForm onValid={onValid} />)
    const button = screen.getByRole('button', { name: 'Send' })
    button.focus()
    fireEvent.click(button)
    expect(onValid).not.toHaveBeenCalled()
    expect(screen.getAllByText(REQUIRED_MESSAGE)).toHaveLength(3)
    expect(screen.getByRole('radiogroup', { name: /Sex/ }).getAttribute('aria-invalid')).toBe('true')
    advance(ERROR_SCROLL_DEBOUNCE_MS - 1)
    expect(scrollIntoView).not.toHaveBeenCalled()
    advance(1)
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    const scrolled = scrollIntoView.mock.contexts[0] as Element
    expect(scrolled.textContent).toBe(REQUIRED_MESSAGE)
    expect(scrolled.id).toBe(`${screen.getByLabelText(/^Title/).id}-error`)
  })

  it('does not scroll while an input has focus', () => {
    render(<TestForm />)
    const phone = screen.getByLabelText(/^Phone/)
    phone.focus()
    fireEvent.change(phone, { target: { value: 'abc' } })
    advance(FIELD_VALIDATION_DEBOUNCE_MS + ERROR_SCROLL_DEBOUNCE_MS)
    expect(screen.getByText('Enter numbers only.')).toBeTruthy()
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  it('submits trimmed values once they are valid', () => {
    const onValid = vi.fn()
    render(<TestForm onValid={onValid} />)
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Mrs' } })
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: '  ann@example.com ' } })
    fireEvent.click(screen.getByLabelText('Female'))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me news' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onValid).toHaveBeenCalledWith({
      title: 'Mrs',
      email: 'ann@example.com',
      phone: '',
      sex: 'Female',
      news: false,
    })
  })
})
