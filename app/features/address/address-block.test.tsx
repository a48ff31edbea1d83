// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS_NO_RESULTS_MESSAGE, FIELD_RULES } from '../../lib/validation'
import { AddressBlock, useAddressForm } from './address-block'

const countries = [
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IE', label: 'Ireland' },
]

const address = {
  id: 'SW1A1AA-0',
  addressLines: ['1 Mall Road'],
  town: 'London',
  county: 'Greater London',
  country: 'GB',
  postCode: 'SW1A 1AA',
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost')
  if (url.pathname === '/umbraco/api/address/postcodelookup') {
    const postcode = url.searchParams.get('postcode')
    if (postcode === 'SW1A 1AA') return json(200, [{ id: address.id, description: '1 Mall Road, London, SW1A 1AA' }])
    if (postcode === 'NN1 3ER')
      return json(503, {
        error: {
          code: 'internal',
          message: 'The address lookup is not available right now. Please enter the address manually.',
        },
      })
    return json(200, [])
  }
  if (url.pathname === '/umbraco/api/address/address') return json(200, address)
  return json(404, { error: { code: 'not_found', message: 'no' } })
})

function Harness() {
  const form = useAddressForm()
  return (
    <>
      <AddressBlock form={form} countries={countries} />
      <output data-testid="verified">{String(form.state.values.addressVerified)}</output>
    </>
  )
}

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const findButton = () => screen.getByRole('button', { name: 'Find address' }) as HTMLButtonElement

describe('the address block', () => {
  it('offers the postcode lookup only when a postcode is present', () => {
    render(<Harness />)
    expect(findButton().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: '   ' } })
    expect(findButton().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'SW1A 1AA' } })
    expect(findButton().disabled).toBe(false)
  })

  it('says exactly what the spec says when a postcode has no addresses', async () => {
    render(<Harness />)
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'ZZ1 1ZZ' } })
    fireEvent.click(findButton())
    expect(await screen.findByText(ADDRESS_NO_RESULTS_MESSAGE)).toBeTruthy()
    expect(screen.getByText(ADDRESS_NO_RESULTS_MESSAGE).getAttribute('role')).toBe('status')
  })

  it('fills the fields from a chosen match, marks it verified, and any edit clears the flag', async () => {
    render(<Harness />)
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'SW1A 1AA' } })
    fireEvent.click(findButton())
    fireEvent.click(await screen.findByRole('button', { name: '1 Mall Road, London, SW1A 1AA' }))
    await waitFor(() => expect((screen.getByLabelText(/^Town or city/) as HTMLInputElement).value).toBe('London'))
    expect((screen.getByLabelText(/^Address line 1/) as HTMLInputElement).value).toBe('1 Mall Road')
    expect((screen.getByLabelText(/^County/) as HTMLInputElement).value).toBe('Greater London')
    expect(screen.getByTestId('verified').textContent).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText(/^Address line 1/))
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/umbraco/api/address/postcodelookup?postcode=SW1A+1AA',
      '/umbraco/api/address/address?id=SW1A1AA-0',
    ])

    fireEvent.change(screen.getByLabelText(/^Address line 2/), { target: { value: 'Westminster' } })
    expect(screen.getByTestId('verified').textContent).toBe('false')
  })

  it('shows the postcode rule instead of looking up a malformed postcode', async () => {
    render(<Harness />)
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'SW1A_1AA' } })
    fireEvent.click(findButton())
    expect(await screen.findByText(FIELD_RULES.postcode.message)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    // The rest of the block stays quiet: nothing was submitted.
    expect(screen.queryByText('This is a required field')).toBeNull()
  })

  it('tells the user to enter the address by hand when the lookup is down', async () => {
    render(<Harness />)
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'NN1 3ER' } })
    fireEvent.click(findButton())
    expect(
      await screen.findByText('The address lookup is not available right now. Please enter the address manually.'),
    ).toBeTruthy()
  })

  it('lets Enter in the postcode box run the lookup rather than submit the surrounding form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    )
    const postcode = screen.getByLabelText(/^Postcode/)
    fireEvent.change(postcode, { target: { value: 'SW1A 1AA' } })
    fireEvent.keyDown(postcode, { key: 'Enter' })
    expect(await screen.findByRole('button', { name: '1 Mall Road, London, SW1A 1AA' })).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
