import { describe, expect, it } from 'vitest'
import { hashEmail } from '../../../lib/analytics'
import {
  addExcursionsEvent,
  addPackageEvent,
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addTourExtensionEvent,
  beginCheckoutEvent,
  checkoutUserData,
  newsletterSubscribePayload,
  purchaseEvent,
  purchaseSubmitEvent,
  type CheckoutAnalyticsContext,
} from './checkout-analytics'
import type { QuoteDonation } from '../contract/checkout-contract'

const context: CheckoutAnalyticsContext = {
  tourCode: 'MJ1001',
  tourName: 'Classic Italy',
  brand: 'Meridian Journeys',
  continent: 'Europe',
  country: 'Italy',
  currency: 'GBP',
  variant: 'Flight',
}

const shared = { tourCode: 'MJ1001', brand: 'Meridian Journeys', continent: 'Europe', country: 'Italy' }

const donation = (overrides: Partial<QuoteDonation>): QuoteDonation => ({
  id: 1,
  name: 'Plant a tree',
  description: '',
  imageUrl: '',
  price: 500,
  brandName: 'Meridian Journeys',
  allocationType: 'PerPerson',
  donationExists: true,
  amount: 1_000,
  passengerCount: 2,
  declined: false,
  ...overrides,
})

describe('checkout analytics (discovery §7)', () => {
  it('begin_checkout carries the tour, in major units with the saving as discount', () => {
    expect(beginCheckoutEvent(context, 149_950, 199_950)).toEqual({
      event: 'begin_checkout',
      payload: {
        ecommerce: {
          currency: 'GBP',
          value: 1499.5,
          items: [
            {
              ...shared,
              name: 'Classic Italy',
              discount: 500,
              price: 1499.5,
              quantity: 1,
              variant: 'Flight',
              itemsCount: 1,
              category: 'tours',
            },
          ],
        },
      },
    })
  })

  it('add_package carries rooms × occupancy and the donation, summing exactly', () => {
    const event = addPackageEvent(context, {
      rooms: [
        { id: 2, key: 'r1', name: 'Twin Room', occupancy: 2, pricePerPerson: 100_010, supplement: 0 },
        { id: 1, key: 'r2', name: 'Single Room', occupancy: 1, pricePerPerson: 120_020, supplement: 20_000 },
      ],
      donations: [donation({}), donation({ id: 2, name: 'Declined', amount: 0, passengerCount: 0, declined: true })],
    })
    expect(event.event).toBe('add_package')
    expect(event.payload.ecommerce.value).toBe(3210.4)
    expect(
      event.payload.ecommerce.items.map((item) => [
        item.category,
        item.name,
        item.price,
        item.quantity,
        item.itemsCount,
      ]),
    ).toEqual([
      ['rooms', 'Twin Room', 1000.1, 2, 3],
      ['rooms', 'Single Room', 1200.2, 1, 3],
      ['donations', 'Plant a tree', 5, 2, 3],
    ])
  })

  it('add_excursions carries each excursion chosen with its traveller count', () => {
    const event = addExcursionsEvent(context, {
      excursions: [
        {
          id: 1,
          code: 'A',
          name: 'Boat trip',
          price: 4_000,
          passengers: [
            { passengerId: 1, selected: true },
            { passengerId: 2, selected: true },
          ],
        },
        { id: 2, code: 'B', name: 'Wine tasting', price: 3_000, passengers: [{ passengerId: 1, selected: false }] },
      ],
    })
    expect(event.payload.ecommerce.items.map((item) => [item.category, item.name, item.quantity])).toEqual([
      ['excursions', 'Boat trip', 2],
    ])
    expect(event.payload.ecommerce.value).toBe(80)
  })

  it('add_tour_extension carries the extension and its flights, flights priced 0', () => {
    const event = addTourExtensionEvent(
      context,
      [{ name: 'Amalfi Coast extension', price: 39_900 }],
      [
        {
          flightCarrier: { name: 'British Airways' },
          departureAirport: { code: 'LHR' },
          arrivalAirport: { code: 'FCO' },
          instanceCode: 'BA548',
        },
      ],
      2,
    )
    expect(event.event).toBe('add_tour_extension')
    expect(
      event.payload.ecommerce.items.map((item) => [item.category, item.name, item.price, item.quantity, item.variant]),
    ).toEqual([
      ['addons', 'Amalfi Coast extension', 399, 2, 'Flight'],
      ['flights', 'LHR-FCO', 0, 1, 'British Airways BA548'],
    ])
    expect(event.payload.ecommerce.value).toBe(798)
  })
})

describe('checkout part 2 events (discovery §7 personal data)', () => {
  const lead = {
    email: ' Ann.Lee@Example.COM ',
    firstName: 'Ann',
    lastName: 'LEE',
    mobilePhone: '07700 900123',
    dayOfBirth: 3,
    monthOfBirth: '7',
    yearOfBirth: 1970,
    address: { town: 'Bath', country: 'GB', postCode: 'BA1 1AA' },
  }
  const basket = {
    rooms: [{ id: 2, key: 'r1', name: 'Twin Room', occupancy: 2, pricePerPerson: 100_000, supplement: 0 }],
    addOns: [],
    excursions: [],
    donations: [],
  }

  it('sends personal data lowercased, the e-mail hashed, the post code without spaces, the date of birth as YYYY/MM/DD', async () => {
    const user = await checkoutUserData(lead)
    expect(user).toEqual({
      email: 'ann.lee@example.com',
      // SHA-256 of 'ann.lee@example.com'
      emailHash: 'b7e0d8372a47f54bbefeb251ab9ac1e9e6b2d1983263de10196101be3961ed23',
      firstName: 'ann',
      lastName: 'lee',
      phone: '07700900123',
      town: 'bath',
      country: 'gb',
      postCode: 'ba11aa',
      yearOfBirth: '1970',
      monthOfBirth: '07',
      dayOfBirth: '03',
    })
    expect(user.emailHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('add_shipping_info carries the basket and the user data', async () => {
    const shipping = await addShippingInfoEvent(context, basket, lead)
    expect(shipping.event).toBe('add_shipping_info')
    expect(shipping.payload.ecommerce.value).toBe(2000)
    expect((shipping.payload.user as { email: string }).email).toBe('ann.lee@example.com')
  })

  it('add_payment_info and purchase_submit carry the payment type', () => {
    const payment = addPaymentInfoEvent(context, basket, {
      paymentType: 'Visa',
      transactionType: 'Deposit Only',
      amountToPay: 'Deposit Only',
    })
    expect(payment.event).toBe('add_payment_info')
    expect(payment.payload.ecommerce).toMatchObject({ payment_type: 'Visa', transaction_type: 'Deposit Only' })
    expect(purchaseSubmitEvent(context, basket, 'Reservation').payload.ecommerce.payment_type).toBe('Reservation')
  })

  it('purchase carries the reference and the booking total', () => {
    const purchase = purchaseEvent(
      context,
      'K7MX4Q2P',
      { type: 'deposit', total: 200_000, amountPaid: 20_000, currency: 'GBP' },
      basket,
    )
    expect(purchase.event).toBe('purchase')
    expect(purchase.payload.ecommerce).toMatchObject({
      transaction_id: 'K7MX4Q2P',
      value: 2000,
      amount_paid: 200,
      booking_type: 'deposit',
    })
    expect(purchase.payload.ecommerce.items).toHaveLength(1)
  })

  it('newsletter_subscribe sends the first passenger lowercased with the hash', async () => {
    expect(await newsletterSubscribePayload(lead)).toEqual({
      source: 'checkout',
      email: 'ann.lee@example.com',
      emailHash: await hashEmail('ann.lee@example.com'),
      firstName: 'ann',
      lastName: 'lee',
    })
  })
})
