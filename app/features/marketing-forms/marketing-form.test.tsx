// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MarketingForm } from './marketing-form'
import { marketingFormIdFor, marketingFormPrefill } from './marketing-form-schema'
import type { MktoForm, MktoForms2 } from './marketo'
import { marketoScriptUrl } from './marketo'
import { readMarketoSettings } from './marketo-settings.server'

const prefill = marketingFormPrefill({ utmSource: 'newsletter', utmMedium: null })

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  window.__XSRF_TOKEN__ = 'token-1'
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  delete window.MktoForms2
})

describe('marketing form settings', () => {
  it('uses 2410 for the coach brand and 2405 for the others', () => {
    expect(marketingFormIdFor({ isCoach: true })).toBe(2410)
    expect(marketingFormIdFor({ isCoach: false })).toBe(2405)
  })

  it('prefills the referral source and detail from the campaign, with defaults', () => {
    expect(prefill).toEqual({ Referral__c: 'newsletter', Inquiry_Subcategory__c_account: 'Brochure download' })
    expect(marketingFormPrefill({ utmSource: null, utmMedium: 'email' })).toEqual({
      Referral__c: 'Website',
      Inquiry_Subcategory__c_account: 'email',
    })
  })

  it('switches to Marketo only when both settings are present', () => {
    expect(readMarketoSettings({})).toBeNull()
    expect(readMarketoSettings({ MKTO_BASE_URL: 'https://app-lon01.marketo.com' })).toBeNull()
    expect(
      readMarketoSettings({ MKTO_BASE_URL: 'https://app-lon01.marketo.com/', MKTO_MUNCHKIN_ID: '123-ABC-456' }),
    ).toEqual({
      baseUrl: 'https://app-lon01.marketo.com',
      munchkinId: '123-ABC-456',
    })
    expect(marketoScriptUrl('https://app-lon01.marketo.com/')).toBe(
      'https://app-lon01.marketo.com/js/forms2/js/forms2.min.js',
    )
  })
})

describe('the embedded lead form (default adapter)', () => {
  it('renders with the form id, Marketo field names and the prefilled hidden fields', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, [{ value: 'GB', label: 'United Kingdom' }])),
    )
    const { container } = render(
      <MarketingForm formId={2405} marketo={null} prefill={prefill} brochureId="u1" onSuccess={vi.fn()} />,
    )
    const form = container.querySelector('form')!
    expect(form.id).toBe('mktoForm_2405')
    expect(form.dataset.formId).toBe('2405')
    const names = [...form.querySelectorAll('input, select')].map((element) => element.getAttribute('name'))
    expect(names).toEqual([
      'FirstName',
      'LastName',
      'Email',
      'phone',
      'Country',
      'Referral__c',
      'Inquiry_Subcategory__c_account',
      'website',
    ])
    expect((form.querySelector('[name="Referral__c"]') as HTMLInputElement).value).toBe('newsletter')
    // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
    const trap = form.querySelector<HTMLInputElement>('[name="website"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('posts the values to our endpoint with the CSRF header and hands them to onSuccess', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
      String(url).includes('countries')
        ? json(200, [{ value: 'GB', label: 'United Kingdom' }])
        : json(200, { success: true }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const onSuccess = vi.fn()
    render(<MarketingForm formId={2410} marketo={null} prefill={prefill} brochureId="u1" onSuccess={onSuccess} />)
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Jo' } })
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Bloggs' } })
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'jo@example.com' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View brochure' }))
    })
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(onSuccess).toHaveBeenCalledWith({
      Country: 'GB',
      Email: 'jo@example.com',
      FirstName: 'Jo',
      LastName: 'Bloggs',
      phone: '',
      Referral__c: 'newsletter',
      Inquiry_Subcategory__c_account: 'Brochure download',
    })
    const [url, init] = fetchMock.mock.calls.find(
      ([, options]) => (options as RequestInit | undefined)?.method === 'POST',
    ) as unknown as [string, RequestInit]
    expect(url).toBe('/umbraco/api/marketingforms/2410/submit')
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'token-1' })
    expect(JSON.parse(String(init.body))).toMatchObject({ FirstName: 'Jo', brochureId: 'u1', website: '' })
  })

  it('does not send an invalid form', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, []))
    vi.stubGlobal('fetch', fetchMock)
    const onSuccess = vi.fn()
    render(<MarketingForm formId={2405} marketo={null} prefill={prefill} brochureId="u1" onSuccess={onSuccess} />)
    fireEvent.click(screen.getByRole('button', { name: 'View brochure' }))
    expect(screen.getAllByText('This is a required field')).toHaveLength(3)
    expect(fetchMock.mock.calls.some(([, options]) => (options as RequestInit | undefined)?.method === 'POST')).toBe(
      false,
    )
    expect(onSuccess).not.toHaveBeenCalled()
  })
})

describe('the Marketo Forms 2 adapter', () => {
  it('loads the brand’s form, prefills it, and on success reports the values and suppresses the redirect', async () => {
    let successHandler: ((values: Record<string, string>, followUpUrl: string) => boolean | void) | undefined
    let values: Record<string, string> = {}
    const form: MktoForm = {
      vals: ((next?: Record<string, string>) => {
        if (next) values = { ...values, ...next }
        return values
      }) as MktoForm['vals'],
      onSuccess(handler) {
        successHandler = handler
        return form
      },
    }
    const loadForm = vi.fn<MktoForms2['loadForm']>((_base, _munchkin, _id, callback) => callback?.(form))
    window.MktoForms2 = { loadForm }
    const onSuccess = vi.fn()
    const { container } = render(
      <MarketingForm
        formId={2410}
        marketo={{ baseUrl: 'https://app.example.com', munchkinId: '123-ABC-456' }}
        prefill={prefill}
        brochureId="u1"
        onSuccess={onSuccess}
      />,
    )
    expect(container.querySelector('form#mktoForm_2410')?.getAttribute('data-form-id')).toBe('2410')
    await waitFor(() =>
      expect(loadForm).toHaveBeenCalledWith('https://app.example.com', '123-ABC-456', 2410, expect.any(Function)),
    )
    expect(values).toMatchObject({ Referral__c: 'newsletter', Inquiry_Subcategory__c_account: 'Brochure download' })

    values = {
      ...values,
      Email: 'jo@example.com',
      FirstName: 'Jo',
      LastName: 'Bloggs',
      Country: 'France',
      phone: '07700900123',
    }
    const result = successHandler!(values, 'https://example.com/thanks')
    expect(result).toBe(false)
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ Email: 'jo@example.com', Country: 'France', Referral__c: 'newsletter' }),
    )
  })
})
