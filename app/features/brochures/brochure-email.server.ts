import type { BrandContext } from '../../context'
import { countryName } from '../address/index.server'
import { escapeHtml } from '../email/index.server'

/* The confirmation e-mail for a brochure request: plain text and HTML, in the brand's name, voice and colours. */

export interface ConfirmationInput {
  brand: Pick<BrandContext, 'id' | 'name' | 'phone' | 'email' | 'isCoach'>
  reference: string
  title: string
  firstName: string
  lastName: string
  addressLines: string[]
  town: string
  county: string | null
  country: string
  postCode: string
  brochures: Array<{ name: string; code: string; downloadLink: string | null }>
  /** The site's origin for links ('https://www.example.com'). */
  siteOrigin: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

const BRAND_COLOURS: Record<string, { primary: string; surface: string }> = {
  meridian: { primary: '#0b3c5d', surface: '#f4f7f9' },
  cavendish: { primary: '#6b1d2e', surface: '#f6efe2' },
}

export function brochureConfirmationEmail(input: ConfirmationInput): RenderedEmail {
  const { brand } = input
  const colours = BRAND_COLOURS[brand.id] ?? BRAND_COLOURS.meridian!
  const greeting = `Dear ${input.title} ${input.lastName}`
  const addressLines = [
    ...input.addressLines,
    input.town,
    input.county ?? '',
    input.postCode,
    countryName(input.country),
  ].filter((line) => line.trim() !== '')
  const online = input.brochures.filter((brochure) => brochure.downloadLink)
  const opening = brand.isCoach
    ? 'Thank you for asking for our brochures. Put the kettle on: they are on their way to you by post and should arrive within five working days.'
    : 'Thank you for asking for our brochures. They are on their way to you by post and should arrive within five working days.'
  const signOff = brand.isCoach ? `Warm wishes,\nEveryone at ${brand.name}` : `Best wishes,\nThe ${brand.name} team`
  const subject = `Your ${brand.name} brochure request (${input.reference})`
  const url = (path: string) => `${input.siteOrigin}${path}`

  const text = [
    `${greeting},`,
    '',
    opening,
    '',
    'You asked for:',
    ...input.brochures.map((brochure) => `  - ${brochure.name} (${brochure.code})`),
    '',
    'We will post them to:',
    ...addressLines.map((line) => `  ${line}`),
    '',
    ...(online.length
      ? [
          'Can’t wait? Read them online now:',
          ...online.map((brochure) => `  ${brochure.name}: ${url(brochure.downloadLink!)}`),
          '',
        ]
      : []),
    `If any of these details are wrong, call us on ${brand.phone} or reply to this e-mail, quoting ${input.reference}.`,
    '',
    signOff,
    '',
    `${brand.name} · ${brand.phone} · ${brand.email}`,
  ].join('\n')

  const e = escapeHtml
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.surface};font-family:Arial,Helvetica,sans-serif;color:#1b2530;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.surface};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;">
<tr><td style="background:${colours.primary};color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold;">${e(brand.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;">
<p>${e(greeting)},</p>
<p>${e(opening)}</p>
<h2 style="font-size:18px;color:${colours.primary};">You asked for</h2>
<ul>${input.brochures.map((brochure) => `<li>${e(brochure.name)} <span style="color:#4a5866;">(${e(brochure.code)})</span></li>`).join('')}</ul>
<h2 style="font-size:18px;color:${colours.primary};">We will post them to</h2>
<p>${addressLines.map(e).join('<br>')}</p>
${
  online.length
    ? `<p>Can’t wait? Read them online now:</p><ul>${online
        .map(
          (brochure) =>
            `<li><a href="${e(url(brochure.downloadLink!))}" style="color:${colours.primary};">${e(brochure.name)}</a></li>`,
        )
        .join('')}</ul>`
    : ''
}
<p>If any of these details are wrong, call us on <a href="tel:${e(brand.phone.replace(/[^\d+]/g, ''))}" style="color:${colours.primary};">${e(brand.phone)}</a> or reply to this e-mail, quoting <strong>${e(input.reference)}</strong>.</p>
<p>${signOff.split('\n').map(e).join('<br>')}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#4a5866;border-top:1px solid #d5dde4;">${e(brand.name)} · ${e(brand.phone)} · <a href="mailto:${e(brand.email)}" style="color:#4a5866;">${e(brand.email)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`

  return { subject, text, html }
}
