import { describe, expect, it } from 'vitest'
import { toCsv } from '../shell/index.rules'
import {
  BOOKING_CSV_HEADERS,
  PAYMENT_CSV_HEADERS,
  bookingCsvCells,
  csvMoney,
  exportFileName,
  exportLink,
  manifestWindow,
  parseBookingExportQuery,
  parsePaymentExportQuery,
  paymentCsvCells,
  type BookingExportRow,
  type PaymentExportRow,
} from './exports-rules'

const params = (text: string) => new URLSearchParams(text)

describe('the bookings download’s filters', () => {
  it('reads the dates and the status', () => {
    expect(parseBookingExportQuery(params('from=2031-01-01&to=2031-01-31&status=cancelled'))).toEqual({
      from: '2031-01-01',
      to: '2031-01-31',
      status: 'cancelled',
    })
    expect(parseBookingExportQuery(params(''))).toEqual({ from: '', to: '', status: 'all' })
  })

  it('ignores nonsense and swaps a backwards range', () => {
    expect(parseBookingExportQuery(params('from=yesterday&to=2031-02-30&status=%3Cscript%3E'))).toEqual({
      from: '',
      to: '',
      status: 'all',
    })
    expect(parseBookingExportQuery(params('from=2031-03-01&to=2031-01-01'))).toMatchObject({
      from: '2031-01-01',
      to: '2031-03-01',
    })
    expect(parseBookingExportQuery(params('status=all&status=confirmed')).status).toBe('all')
  })
})

describe('the payments download’s filters', () => {
  it('reads the dates and a known method', () => {
    expect(parsePaymentExportQuery(params('from=2031-01-01&method=bank+transfer'))).toEqual({
      from: '2031-01-01',
      to: '',
      method: 'bank transfer',
    })
    expect(parsePaymentExportQuery(params('method=refund')).method).toBe('refund')
  })

  it('treats an unknown method as every method', () => {
    expect(parsePaymentExportQuery(params('method=gold+bars&from=2031-13-01'))).toEqual({
      from: '',
      to: '',
      method: '',
    })
  })
})

describe('money in the CSV', () => {
  it('writes decimal pounds with two places', () => {
    expect(csvMoney(129_950)).toBe('1299.50')
    expect(csvMoney(5)).toBe('0.05')
    expect(csvMoney(0)).toBe('0.00')
    expect(csvMoney(100)).toBe('1.00')
  })

  it('writes a negative amount with two places too, and the CSV keeps it a number (not defused into text)', () => {
    expect(csvMoney(-2000)).toBe('-20.00')
    expect(csvMoney(-1250)).toBe('-12.50')
    expect(csvMoney(-1)).toBe('-0.01')
    expect(toCsv(['Amount'], [[csvMoney(-2000)]])).toBe('\uFEFFAmount\r\n-20.00\r\n')
  })
})

const booking: BookingExportRow = {
  reference: 'ITABC123',
  createdAt: '2031-01-05T10:11:12.000Z',
  status: 'confirmed',
  tourCode: 'ITA01',
  tourName: 'Rome, Florence, Venice',
  departureCode: 'ITA01-310901',
  departureDate: '2031-09-01',
  leadFirstName: 'Ada',
  leadLastName: 'Lovelace',
  leadEmail: 'ada@example.com',
  leadPhone: '07700 900123',
  passengers: 2,
  totalMinor: 259_900,
  amountPaidMinor: 40_000,
  currency: 'GBP',
  cancelledAt: null,
}

describe('a booking’s row', () => {
  it('has a cell for every header, with the balance from the stored total and paid', () => {
    const cells = bookingCsvCells(booking)
    expect(cells).toHaveLength(BOOKING_CSV_HEADERS.length)
    expect(cells).toEqual([
      'ITABC123',
      '2031-01-05T10:11:12.000Z',
      'confirmed',
      'ITA01',
      'Rome, Florence, Venice',
      'ITA01-310901',
      '2031-09-01',
      'Ada Lovelace',
      'ada@example.com',
      '07700 900123',
      2,
      '2599.00',
      '400.00',
      '2199.00',
      'GBP',
      null,
    ])
  })

  it('copes with no lead passenger', () => {
    const cells = bookingCsvCells({ ...booking, leadFirstName: null, leadLastName: null, leadEmail: null })
    expect(cells[7]).toBe('')
    expect(cells[8]).toBeNull()
  })
})

const payment: PaymentExportRow = {
  bookingReference: 'ITABC123',
  createdAt: '2031-01-05T10:11:12.000Z',
  method: 'card',
  amountMinor: 40_000,
  currency: 'GBP',
  reference: null,
  provider: 'sandbox',
  providerReference: 'sbx_abc',
  staffName: null,
}

describe('a payment’s row', () => {
  it('has the provider’s id for a card payment', () => {
    const cells = paymentCsvCells(payment)
    expect(cells).toHaveLength(PAYMENT_CSV_HEADERS.length)
    expect(cells).toEqual(['ITABC123', '2031-01-05T10:11:12.000Z', 'card', '400.00', 'GBP', null, 'sbx_abc', null])
  })

  it('has no provider id for an offline payment, and names who recorded it', () => {
    const cells = paymentCsvCells({
      ...payment,
      method: 'cheque',
      reference: 'CHQ 1',
      provider: 'offline',
      providerReference: 'CHQ 1',
      staffName: 'Sam Sales',
    })
    expect(cells.slice(2)).toEqual(['cheque', '400.00', 'GBP', 'CHQ 1', null, 'Sam Sales'])
  })

  it('writes a refund as a negative amount', () => {
    expect(paymentCsvCells({ ...payment, method: 'refund', amountMinor: -2000 })[3]).toBe('-20.00')
  })
})

describe('names and links', () => {
  it('names the file by kind, brand and day', () => {
    expect(exportFileName('payments', 'meridian', new Date('2031-09-01T23:00:00Z'))).toBe(
      'payments-meridian-2031-09-01.csv',
    )
  })

  it('builds the link with the brand first and no empty values', () => {
    expect(exportLink('/admin/exports/bookings', 'cavendish', { from: '2031-01-01', to: '', status: 'all' })).toBe(
      '/admin/exports/bookings?brand=cavendish&from=2031-01-01&status=all',
    )
  })

  it('offers the manifest for the next 180 days', () => {
    expect(manifestWindow(new Date('2031-01-01T22:00:00Z'))).toEqual({ from: '2031-01-01', until: '2031-06-30' })
  })
})
