import PDFDocument from 'pdfkit'
import type { BrandContext } from '../../context'
import type { BookingConfirmation } from './booking-confirmation.server'
import { summaryLines } from './booking-emails.server'

/*
 * The booking confirmation as a PDF (issue 11): one A4 document drawn with pdfkit in the standard Helvetica family
 * (no font file ships), with the same summary sections as the e-mail. The standard fonts cover Windows-1252 only, so
 * other characters are folded to their unaccented form or dropped (as the demo brochures do).
 */

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

function clean(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0
    if (code === 0x0a) out += ch
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch
    else {
      const folded = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      if ([...folded].every((c) => (c.codePointAt(0) ?? 0) <= 0xff)) out += folded
    }
  }
  return out
}

export async function bookingConfirmationPdf(input: {
  brand: BrandContext
  confirmation: BookingConfirmation
}): Promise<Buffer> {
  const { bookingReference: reference, bookingDetails: details } = input.confirmation
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: clean(`Booking ${reference}`), Author: clean(input.brand.name) },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#5b6770').text(clean(input.brand.name))
  doc.moveDown(0.5)
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#1f2933')
    .text(clean(`Your booking reference is: ${reference}`))
  doc.moveDown(0.5)
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(clean(`${details.tourName} - Summary`))
  for (const section of summaryLines(details)) {
    doc.moveDown(0.8)
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#1f2933').text(clean(section.heading))
    doc.font('Helvetica').fontSize(11).fillColor('#1f2933')
    for (const line of section.lines) doc.text(clean(line))
  }
  doc.moveDown(1.5)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#5b6770')
    .text(clean(`Questions? Call us on ${input.brand.phone} or write to ${input.brand.email}.`))
  doc.end()
  return done
}
