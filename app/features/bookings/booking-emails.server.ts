import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { BrandContext } from '../../context'
import { formatDate } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import { CHECKOUT_PATH } from '../departures/index.server'
import { enqueueEmail, escapeHtml } from '../email/index.server'
import { bookingConfirmationPdfUrl, type BookingDetails } from '../checkout/index.server'
import type { BookingConfirmation, BookingContact } from './booking-confirmation.server'

/*
 * The booking's e-mails (issue 11), queued in the outbox inside the confirm's own transaction, so a booking and its
 * e-mails commit together or not at all: the confirmation to the lead passenger (HTML and text, the §2 summary,
 * links built from the configured public origin, never the request's Host) and a notification to the operator's
 * reservations inbox (the brand's own address).
 */

export const BOOKING_CONFIRMATION_EMAIL_KIND = 'booking-confirmation'
export const BOOKING_NOTIFICATION_EMAIL_KIND = 'booking-notification'

const TYPE_HEADLINES: Record<BookingDetails['type'], string> = {
  reserved: 'Your holiday is reserved. We will call you to confirm it and take payment.',
  paid: 'Your holiday is booked and paid in full.',
  deposit: 'Your holiday is booked and your deposit is paid.',
}

export function confirmationLinks(origin: string, reference: string) {
  const base = origin.replace(/\/$/, '')
  return {
    confirmation: `${base}${CHECKOUT_PATH}?${new URLSearchParams({ bookingReference: reference }).toString()}`,
    pdf: `${base}${bookingConfirmationPdfUrl(reference)}`,
  }
}

/** The summary lines shared by the text e-mail, the HTML e-mail and the PDF. */
export function summaryLines(details: BookingDetails): Array<{ heading: string; lines: string[] }> {
  const money = (minor: number) => formatMoney(minor, details.currency)
  const sections: Array<{ heading: string; lines: string[] }> = []
  details.flights.forEach((flight, index) => {
    sections.push({
      heading: `Flight ${index + 1}`,
      lines: [
        `${flight.airline} (${flight.carrierCode})`,
        `Departs ${flight.departureAirport} ${formatDate(flight.departureDate)} ${flight.departureTime}`,
        `Arrives ${flight.arrivalAirport} ${formatDate(flight.arrivalDate)} ${flight.arrivalTime}`,
      ],
    })
  })
  if (details.startingLocation)
    sections.push({
      heading: 'Starting location',
      lines: [`${formatDate(details.startingLocation.date)} ${details.startingLocation.location}`],
    })
  if (details.finalLocation)
    sections.push({
      heading: 'Final location',
      lines: [`${formatDate(details.finalLocation.date)} ${details.finalLocation.location}`],
    })
  sections.push({
    heading: 'Passenger names',
    lines: details.passengers.map((p) => [p.title, p.firstName, p.lastName].filter(Boolean).join(' ')),
  })
  const extras = [...details.excursions, ...details.visas].map(
    (line) => `${line.passengerCount} × ${line.name} ${money(line.price * line.passengerCount)}`,
  )
  if (extras.length > 0) sections.push({ heading: 'Excursions and visas', lines: extras })
  sections.push({
    heading: 'Payment and balance',
    lines: [
      `Total price: ${money(details.total)}`,
      `Amount paid: ${money(details.amountPaid)}`,
      `Balance to pay: ${money(details.balanceToPay)}${details.balanceDueDate ? ` by ${formatDate(details.balanceDueDate)}` : ''}`,
    ],
  })
  if (details.donations.length > 0)
    sections.push({
      heading: 'Thank you',
      lines: details.donations.map(
        (line) => `${line.passengerCount} × ${line.name} ${money(line.price * line.passengerCount)}`,
      ),
    })
  return sections
}

export function bookingConfirmationEmail(input: {
  brand: BrandContext
  origin: string
  confirmation: BookingConfirmation
  leadName: string
}): { subject: string; text: string; html: string } {
  const { brand, confirmation } = input
  const { bookingReference: reference, bookingDetails: details } = confirmation
  const links = confirmationLinks(input.origin, reference)
  const sections = summaryLines(details)
  const subject = `Your booking ${reference}: ${details.tourName}`
  const text = [
    `Dear ${input.leadName},`,
    '',
    TYPE_HEADLINES[details.type],
    '',
    `Your booking reference is: ${reference}`,
    '',
    `${details.tourName} - Summary`,
    ...sections.flatMap((section) => ['', section.heading, ...section.lines.map((line) => `  ${line}`)]),
    '',
    `See your booking: ${links.confirmation}`,
    `Download the confirmation (PDF): ${links.pdf}`,
    '',
    `Questions? Call us on ${brand.phone} or reply to ${brand.email}.`,
    '',
    brand.name,
  ].join('\n')
  const html = [
    `<p>Dear ${escapeHtml(input.leadName)},</p>`,
    `<p>${escapeHtml(TYPE_HEADLINES[details.type])}</p>`,
    `<h1>Your booking reference is: ${escapeHtml(reference)}</h1>`,
    `<h2>${escapeHtml(details.tourName)} - Summary</h2>`,
    ...sections.map(
      (section) =>
        `<h3>${escapeHtml(section.heading)}</h3><ul>${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(links.confirmation)}">See your booking</a> · <a href="${escapeHtml(links.pdf)}">Download the confirmation (PDF)</a></p>`,
    `<p>Questions? Call us on ${escapeHtml(brand.phone)} or write to <a href="mailto:${escapeHtml(brand.email)}">${escapeHtml(brand.email)}</a>.</p>`,
    `<p>${escapeHtml(brand.name)}</p>`,
  ].join('\n')
  return { subject, text, html }
}

export function bookingNotificationEmail(input: {
  confirmation: BookingConfirmation
  contact: BookingContact
  quoteId: number
  transactionId: string | null
}): { subject: string; text: string } {
  const { bookingReference: reference, bookingDetails: details } = input.confirmation
  const money = (minor: number) => formatMoney(minor, details.currency)
  const subject = `New ${details.type === 'reserved' ? 'reservation' : 'booking'} ${reference}: ${details.tourName}`
  const text = [
    `Booking ${reference} (${details.type})`,
    `Tour: ${details.tourName}, departing ${input.contact.departureDate}`,
    `Lead passenger: ${input.contact.leadName} <${input.contact.leadEmail ?? 'no e-mail'}>`,
    `Travellers: ${details.passengers.length}`,
    `Total ${money(details.total)}, paid ${money(details.amountPaid)}, balance ${money(details.balanceToPay)}`,
    `Quote ${input.quoteId}; transaction ${input.transactionId ?? 'none (reservation: call the customer)'}`,
  ].join('\n')
  return { subject, text }
}

/** Queues both e-mails in the caller's transaction. */
export async function enqueueBookingEmails(
  trx: Kysely<Database>,
  input: {
    brand: BrandContext
    origin: string
    confirmation: BookingConfirmation
    contact: BookingContact
    quoteId: number
    transactionId: string | null
  },
): Promise<void> {
  if (input.contact.leadEmail) {
    const email = bookingConfirmationEmail({
      brand: input.brand,
      origin: input.origin,
      confirmation: input.confirmation,
      leadName: input.contact.leadName,
    })
    await enqueueEmail(trx, {
      brandId: input.brand.id,
      kind: BOOKING_CONFIRMATION_EMAIL_KIND,
      to: input.contact.leadEmail,
      ...email,
    })
  }
  const notification = bookingNotificationEmail(input)
  await enqueueEmail(trx, {
    brandId: input.brand.id,
    kind: BOOKING_NOTIFICATION_EMAIL_KIND,
    to: input.brand.email,
    ...notification,
  })
}
