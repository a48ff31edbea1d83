import { escapeHtml } from './outbox.server'

/*
 * The site's transactional letter in the brand's name (sign-in and account e-mails): a greeting, paragraphs each with
 * an optional button link, the brand's sign-off and a footer with its phone number and address, as plain text and as
 * table-based HTML with inline styles (what mail clients render). Links are absolute URLs the caller has built from
 * the configured public origin (originForLinks), never from a request's Host header.
 */

export interface LetterBrand {
  id: string
  name: string
  phone: string
  email: string
  isCoach: boolean
}

export interface LetterParagraph {
  text: string
  link?: { url: string; label: string }
}

const BRAND_COLOURS: Record<string, { primary: string; surface: string }> = {
  meridian: { primary: '#0b3c5d', surface: '#f4f7f9' },
  cavendish: { primary: '#6b1d2e', surface: '#f6efe2' },
}

/** 'https://www.example.com' from a configured origin; refuses anything that is not an http(s) origin. */
export function originForLinks(publicOrigin: string): string {
  const url = new URL(publicOrigin)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web origin: ${publicOrigin}`)
  return url.origin
}

export function renderLetter(
  brand: LetterBrand,
  subject: string,
  paragraphs: LetterParagraph[],
): { text: string; html: string } {
  const colours = BRAND_COLOURS[brand.id] ?? BRAND_COLOURS.meridian!
  const signOff = brand.isCoach ? `Warm wishes,\nEveryone at ${brand.name}` : `Best wishes,\nThe ${brand.name} team`
  const footer = `${brand.name} · ${brand.phone} · ${brand.email}`
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((paragraph) => [
      paragraph.text,
      ...(paragraph.link ? [`${paragraph.link.label}: ${paragraph.link.url}`] : []),
      '',
    ]),
    signOff,
    '',
    footer,
  ].join('\n')

  const e = escapeHtml
  const body = paragraphs
    .map(
      (paragraph) =>
        `<p>${e(paragraph.text)}</p>${
          paragraph.link
            ? `<p><a href="${e(paragraph.link.url)}" style="display:inline-block;background:${colours.primary};color:#ffffff;padding:10px 18px;text-decoration:none;border-radius:4px;">${e(paragraph.link.label)}</a></p>`
            : ''
        }`,
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.surface};font-family:Arial,Helvetica,sans-serif;color:#1b2530;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.surface};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;">
<tr><td style="background:${colours.primary};color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold;">${e(brand.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;">
<p>Hello,</p>
${body}
<p>${signOff.split('\n').map(e).join('<br>')}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#4a5866;border-top:1px solid #d5dde4;">${e(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
  return { text, html }
}
