import PDFDocument from 'pdfkit'

import { createRng, hashString, type Rng } from '../../app/lib/seeded-random'

// Regional brochures for the demo catalogue: real A4 PDFs drawn with pdfkit, vector art only and the standard
// Helvetica family, so no image or font file has to ship with the seed. The layout is measured before anything is
// drawn, which is what lets the introduction page carry a contents list with correct page numbers.

export interface BrochureTour {
  code: string
  name: string
  days: number
  countries: string[]
  summary: string
  /** Already formatted, e.g. '£1,499'. */
  fromPrice: string
  wasPrice?: string
  highlights: string[]
  nextDepartures: string[]
}

export interface BrochureInput {
  brandName: string
  /** '#rrggbb' (or '#rgb'); anything else falls back to a neutral navy. */
  brandColour: string
  title: string
  subtitle: string
  introduction: string
  regionName: string
  phone: string
  tours: BrochureTour[]
  /** Preferably an ISO date ('2025-03-05'); it is printed on the brochure and fixes the PDF's creation date. */
  generatedOn: string
}

type Doc = PDFKit.PDFDocument

const PAGE_W = 595.28
const PAGE_H = 841.89
const MARGIN = 48
const CONTENT_W = PAGE_W - MARGIN * 2
const BODY_TOP = 112
const BODY_BOTTOM = PAGE_H - 64
const CARD_GAP = 16
const MAX_TOURS_PER_PAGE = 3

const INK = '#1f2933'
const MUTED = '#5b6770'
const RULE = '#d9dee3'
const FALLBACK_BRAND = '#1f4e79'

// ---------------------------------------------------------------------------------------------------------------
// Text and colour helpers

// The standard PDF fonts only cover Windows-1252; anything outside it would print as garbage, so it is folded to
// its unaccented form or dropped before it reaches pdfkit.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
// Letters that carry their mark in the base glyph, so NFD cannot take it off.
const FOLDS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' }

function clean(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0
    if (code === 0x09 || code === 0x0a) out += ch
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch
    else if (FOLDS[ch]) out += FOLDS[ch]
    else {
      const folded = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      if (folded.length > 0 && [...folded].every((c) => (c.codePointAt(0) ?? 0) <= 0xff)) out += folded
    }
  }
  return out
}

function normaliseHex(colour: string): string {
  const raw = colour.trim().replace(/^#/, '')
  if (/^[0-9a-f]{6}$/i.test(raw)) return `#${raw.toLowerCase()}`
  if (/^[0-9a-f]{3}$/i.test(raw))
    return `#${[...raw]
      .map((c) => c + c)
      .join('')
      .toLowerCase()}`
  return FALLBACK_BRAND
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const channel = (shift: number): string => {
    const x = (pa >> shift) & 255
    const y = (pb >> shift) & 255
    return Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(16)}${channel(8)}${channel(0)}`
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16)
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255
}

interface Palette {
  brand: string
  /** The brand colour darkened until white text on it is comfortably readable. */
  strong: string
  tint: string
  accent: string
}

function palette(brandColour: string): Palette {
  const brand = normaliseHex(brandColour)
  let strong = brand
  for (let i = 0; i < 6 && luminance(strong) > 0.42; i++) strong = mix(strong, '#000000', 0.18)
  return { brand, strong, tint: mix(brand, '#ffffff', 0.92), accent: mix(brand, '#f6b73c', 0.8) }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The creation date pdfkit writes into the file (and hashes into its /ID): fixed by the input, so the same input
 * always gives the same bytes. Noon UTC keeps the calendar day the same in every time zone. */
function creationDate(generatedOn: string): Date {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(generatedOn.trim())
  if (iso) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), 12))
  const parsed = Date.parse(generatedOn)
  return new Date(Number.isNaN(parsed) ? Date.UTC(2000, 0, 1, 12) : parsed)
}

function displayDate(generatedOn: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(generatedOn.trim())
  const month = iso ? MONTHS[Number(iso[2]) - 1] : undefined
  if (!iso || !month) return clean(generatedOn.trim())
  return `${Number(iso[3])} ${month} ${iso[1]}`
}

function paragraphs(text: string): string[] {
  return clean(text)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0)
}

// ---------------------------------------------------------------------------------------------------------------
// Vector landscape (cover and tour thumbnails)

interface Scenery {
  skyTop: string
  horizon: string
  far: string
  mid: string
  near: string
  trees: string
}

function scenery(pal: Palette, rng: Rng): Scenery {
  const warm = rng() < 0.5
  return {
    skyTop: mix(pal.brand, '#173055', 0.45),
    horizon: warm ? mix(pal.brand, '#ffd9a8', 0.82) : mix(pal.brand, '#e6f1f7', 0.82),
    far: mix(pal.brand, '#9fb1c9', 0.72),
    mid: mix(pal.brand, '#6f9a66', 0.84),
    near: mix(pal.brand, '#3f6f45', 0.86),
    trees: mix(pal.brand, '#1f3b2a', 0.85),
  }
}

/** Peaks, hills and a sun inside the box; the caller clips. Randomness only from `rng`, so each tour code always
 * gets the same little picture. */
function drawLandscape(doc: Doc, x: number, y: number, w: number, h: number, colours: Scenery, rng: Rng): void {
  const r = (min: number, max: number): number => min + rng() * (max - min)
  const horizonY = y + h * r(0.52, 0.6)
  const sky = doc.linearGradient(x, y, x, horizonY)
  sky.stop(0, colours.skyTop).stop(1, colours.horizon)
  doc.rect(x, y, w, h).fill(sky)

  const sunX = x + w * r(0.15, 0.85)
  const sunY = y + h * r(0.18, 0.38)
  const sunR = Math.min(w, h) * 0.07
  doc.save()
  doc.fillColor('#fff4d6')
  doc
    .fillOpacity(0.18)
    .circle(sunX, sunY, sunR * 2.6)
    .fill()
  doc
    .fillOpacity(0.3)
    .circle(sunX, sunY, sunR * 1.6)
    .fill()
  doc.fillOpacity(1).circle(sunX, sunY, sunR).fill()
  doc.restore()

  const peaks = 3 + Math.floor(r(0, 3))
  const span = w / peaks
  const ridge: Array<[number, number]> = [[x - 10, horizonY - h * r(0.02, 0.08)]]
  const tops: Array<[number, number]> = []
  for (let i = 0; i < peaks; i++) {
    const px = x + span * (i + 0.5) + r(-0.2, 0.2) * span
    const py = horizonY - h * r(0.2, 0.38)
    tops.push([px, py])
    ridge.push([px, py], [x + span * (i + 1) + r(-0.1, 0.1) * span, horizonY - h * r(0.04, 0.12)])
  }
  doc.polygon(...ridge, [x + w + 10, y + h + 10], [x - 10, y + h + 10]).fill(colours.far)
  doc.save().fillColor('#ffffff').fillOpacity(0.92)
  for (const [px, py] of tops) {
    const capH = (horizonY - py) * 0.28
    const capW = capH * 0.9
    doc
      .polygon(
        [px, py],
        [px + capW, py + capH],
        [px + capW * 0.4, py + capH * 0.75],
        [px, py + capH * 1.05],
        [px - capW * 0.45, py + capH * 0.7],
        [px - capW, py + capH],
      )
      .fill()
  }
  doc.restore()

  const hill = (baseY: number, amp: number, colour: string): ((t: number) => number) => {
    const phase = r(0, Math.PI * 2)
    const waves = r(1.2, 2.2)
    const at = (t: number): number => baseY + Math.sin(phase + t * waves * Math.PI) * amp
    doc.moveTo(x - 10, y + h + 10).lineTo(x - 10, at(0))
    const steps = 8
    for (let i = 1; i <= steps; i++) {
      const t0 = (i - 1) / steps
      const t1 = i / steps
      const cx = x + w * ((t0 + t1) / 2)
      doc.quadraticCurveTo(cx, at((t0 + t1) / 2) * 2 - (at(t0) + at(t1)) / 2, x + w * t1, at(t1))
    }
    doc
      .lineTo(x + w + 10, y + h + 10)
      .closePath()
      .fill(colour)
    return (t) => at(t)
  }
  hill(horizonY + h * 0.04, h * 0.03, colours.mid)
  const near = hill(horizonY + h * 0.2, h * 0.05, colours.near)

  doc.fillColor(colours.trees)
  const trees = 3 + Math.floor(r(0, 4))
  const left = rng() < 0.5
  for (let i = 0; i < trees; i++) {
    const t = left ? r(0, 0.3) : r(0.7, 1)
    const tx = x + w * t
    const ty = near(t) + h * r(0.02, 0.12)
    const th = h * r(0.12, 0.22)
    doc.polygon([tx, ty - th], [tx + th * 0.28, ty], [tx - th * 0.28, ty]).fill()
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Page furniture

function header(doc: Doc, input: BrochureInput, pal: Palette, eyebrow: string): void {
  doc.rect(0, 0, PAGE_W, 6).fill(pal.brand)
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(pal.strong)
    .text(clean(input.brandName).toUpperCase(), MARGIN, 30, { characterSpacing: 1.6, lineBreak: false })
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(clean(input.regionName), MARGIN, 30, { width: CONTENT_W, align: 'right', lineBreak: false })
  doc
    .moveTo(MARGIN, 48)
    .lineTo(PAGE_W - MARGIN, 48)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(pal.brand)
    .text(eyebrow.toUpperCase(), MARGIN, 66, { characterSpacing: 1.4, lineBreak: false })
}

function footer(doc: Doc, input: BrochureInput, pal: Palette, pageNumber: number): void {
  const y = PAGE_H - 40
  doc
    .moveTo(MARGIN, y - 10)
    .lineTo(PAGE_W - MARGIN, y - 10)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${clean(input.title)}  ·  Call ${clean(input.phone)}`, MARGIN, y, {
      width: CONTENT_W - 60,
      lineBreak: false,
    })
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(pal.strong)
    .text(String(pageNumber), MARGIN, y, { width: CONTENT_W, align: 'right', lineBreak: false })
}

function bulletList(
  doc: Doc,
  items: string[],
  x: number,
  y: number,
  width: number,
  colour: string,
  draw: boolean,
  size = 9.5,
): number {
  let cursor = y
  doc.font('Helvetica').fontSize(size)
  for (const item of items) {
    const text = clean(item)
    const h = doc.heightOfString(text, { width: width - 12, lineGap: 1.5 })
    if (draw) {
      doc.circle(x + 2.5, cursor + size * 0.42, 1.8).fill(colour)
      doc.fillColor(INK).text(text, x + 12, cursor, { width: width - 12, lineGap: 1.5 })
    }
    cursor += h + 3
  }
  return cursor - y
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

function coverPage(doc: Doc, input: BrochureInput, pal: Palette): void {
  const artH = PAGE_H * 0.6
  drawLandscape(doc, 0, 0, PAGE_W, artH + 40, scenery(pal, createRng(`cover|${input.title}`)), createRng(input.title))

  // The colour band rises into the picture on a gentle curve rather than cutting it off with a ruler line.
  doc
    .moveTo(0, artH + 10)
    .bezierCurveTo(PAGE_W * 0.3, artH - 26, PAGE_W * 0.65, artH + 34, PAGE_W, artH - 8)
    .lineTo(PAGE_W, PAGE_H)
    .lineTo(0, PAGE_H)
    .closePath()
    .fill(pal.strong)
  doc.rect(MARGIN, artH + 52, 44, 3).fill(pal.accent)

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#ffffff')
    .text(clean(input.brandName).toUpperCase(), MARGIN, artH + 70, { characterSpacing: 2.4, lineBreak: false })
  doc
    .font('Helvetica-Bold')
    .fontSize(34)
    .fillColor('#ffffff')
    .text(clean(input.title), MARGIN, artH + 92, { width: CONTENT_W, lineGap: -2, height: 84, ellipsis: true })
  const afterTitle = doc.y + 8
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor(mix(pal.strong, '#ffffff', 0.85))
    .text(clean(input.subtitle), MARGIN, afterTitle, { width: CONTENT_W, lineGap: 2, height: 40, ellipsis: true })
  const teaser = (paragraphs(input.introduction)[0] ?? '').split(/(?<=[.!?])\s/)[0] ?? ''
  if (teaser.length > 0) {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(mix(pal.strong, '#ffffff', 0.7))
      .text(teaser, MARGIN, doc.y + 10, { width: CONTENT_W * 0.8, lineGap: 2, height: 44, ellipsis: true })
  }

  const pillText = clean(input.regionName).toUpperCase()
  doc.font('Helvetica-Bold').fontSize(9)
  const pillW = doc.widthOfString(pillText, { characterSpacing: 1.4 }) + 24
  const pillY = PAGE_H - 96
  doc.roundedRect(MARGIN, pillY, pillW, 22, 11).fill(pal.accent)
  doc.fillColor(INK).text(pillText, MARGIN + 12, pillY + 7, { characterSpacing: 1.4, lineBreak: false })

  const count = input.tours.length
  const tours = count === 0 ? 'New tours coming soon' : `${count} ${count === 1 ? 'tour' : 'tours'} inside`
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(mix(pal.strong, '#ffffff', 0.8))
    .text(`${tours}  ·  Prices correct at ${displayDate(input.generatedOn)}`, MARGIN, PAGE_H - 52, {
      width: CONTENT_W / 2 + 40,
      lineBreak: false,
    })
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#ffffff')
    .text(`Call ${clean(input.phone)}`, MARGIN, PAGE_H - 54, { width: CONTENT_W, align: 'right', lineBreak: false })
}

const SELLING_POINTS = [
  'Every tour is escorted by an experienced tour manager from start to finish.',
  'Hand-picked hotels, chosen for comfort and a central location.',
  'Breakfast daily, with many dinners and excursions included in the price.',
  'Friendly, knowledgeable reservations staff who have travelled the routes themselves.',
]

function introductionPage(doc: Doc, input: BrochureInput, pal: Palette, contents: Array<[BrochureTour, number]>): void {
  header(doc, input, pal, 'Introduction')
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(INK)
    .text(`Discover ${clean(input.regionName)}`, MARGIN, 84, { width: CONTENT_W })
  let y = doc.y + 12

  const [lead, ...rest] = paragraphs(input.introduction)
  if (lead) {
    doc.font('Helvetica').fontSize(13).fillColor(INK).text(lead, MARGIN, y, { width: CONTENT_W, lineGap: 3 })
    y = doc.y + 10
  }
  for (const paragraph of rest.slice(0, 4)) {
    doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(paragraph, MARGIN, y, { width: CONTENT_W, lineGap: 2.5 })
    y = doc.y + 8
  }
  y += 10

  const boxH = 24 + bulletList(doc, SELLING_POINTS, 0, 0, CONTENT_W - 36, pal.brand, false) + 24
  doc.roundedRect(MARGIN, y, CONTENT_W, boxH, 8).fill(pal.tint)
  doc.rect(MARGIN, y, 4, boxH).fill(pal.brand)
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(pal.strong)
    .text(`Why travel with ${clean(input.brandName)}`, MARGIN + 18, y + 14, { width: CONTENT_W - 36 })
  bulletList(doc, SELLING_POINTS, MARGIN + 18, y + 34, CONTENT_W - 36, pal.brand, true)
  y += boxH + 26

  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(pal.brand)
    .text('IN THIS BROCHURE', MARGIN, y, { characterSpacing: 1.4, lineBreak: false })
  y += 18
  if (contents.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(
        `New tours for ${clean(input.regionName)} are being added. Call ${clean(input.phone)} for the latest ` +
          'itineraries and departure dates.',
        MARGIN,
        y,
        { width: CONTENT_W, lineGap: 2 },
      )
  }
  const rowH = 19
  const room = Math.floor((BODY_BOTTOM - y) / rowH)
  const shown = contents.length > room ? contents.slice(0, room - 1) : contents
  for (const [tour, page] of shown) {
    doc
      .moveTo(MARGIN, y + rowH - 4)
      .lineTo(PAGE_W - MARGIN, y + rowH - 4)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke()
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(clean(tour.name), MARGIN, y, { width: CONTENT_W - 170, height: 12, ellipsis: true, lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${clean(tour.code)}  ·  ${tour.days} days`, PAGE_W - MARGIN - 160, y + 1, {
        width: 120,
        lineBreak: false,
      })
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(pal.strong)
      .text(String(page), MARGIN, y, { width: CONTENT_W, align: 'right', lineBreak: false })
    y += rowH
  }
  if (shown.length < contents.length) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`…and ${contents.length - shown.length} more tours on the pages that follow.`, MARGIN, y + 2, {
        width: CONTENT_W,
        lineBreak: false,
      })
  }
  footer(doc, input, pal, 2)
}

const THUMB = 104
const PAD = 16
const PRICE_W = 112

/** Lays out one tour card; with `draw` false it only measures, so pagination and drawing cannot disagree. */
function tourCard(doc: Doc, tour: BrochureTour, pal: Palette, y: number, draw: boolean): number {
  const x = MARGIN
  const textX = x + PAD + THUMB + 16
  const textW = x + CONTENT_W - PAD - textX
  const nameW = textW - PRICE_W - 8

  const name = clean(tour.name)
  const countries = tour.countries.map(clean).filter((c) => c.length > 0)
  const meta = [clean(tour.code), `${tour.days} ${tour.days === 1 ? 'day' : 'days'}`, countries.join(', ')]
    .filter((part) => part.length > 0)
    .join('  ·  ')
  const summary = clean(tour.summary).replace(/\s+/g, ' ').trim()
  const highlights = tour.highlights
    .map(clean)
    .filter((h) => h.length > 0)
    .slice(0, 6)
  const departures = tour.nextDepartures
    .map(clean)
    .filter((d) => d.length > 0)
    .slice(0, 6)

  let cy = y + PAD
  doc.font('Helvetica-Bold').fontSize(14)
  const nameH = Math.min(doc.heightOfString(name, { width: nameW }), 36)
  doc.font('Helvetica').fontSize(8.5)
  const metaH = doc.heightOfString(meta, { width: nameW, lineGap: 1 })
  const priceH = tour.wasPrice ? 52 : 40
  const headH = Math.max(nameH + 4 + metaH, priceH)
  doc.font('Helvetica').fontSize(9.5)
  const summaryH = Math.min(doc.heightOfString(summary, { width: textW, lineGap: 2 }), 68)

  const colGap = 14
  const leftW = (textW - colGap) * 0.6
  const rightW = textW - colGap - leftW
  const listsTop = cy + headH + 8 + summaryH + 10
  const highlightsH = highlights.length > 0 ? 14 + bulletList(doc, highlights, 0, 0, leftW, pal.brand, false) : 0
  doc.font('Helvetica').fontSize(9)
  const departuresH =
    departures.length > 0
      ? 14 + departures.reduce((sum, d) => sum + doc.heightOfString(d, { width: rightW }) + 3, 0)
      : 14 + 14
  const bottom = Math.max(listsTop + Math.max(highlightsH, departuresH), y + PAD + THUMB) + PAD
  const height = bottom - y
  if (!draw) return height

  doc.roundedRect(x, y, CONTENT_W, height, 10).fill(pal.tint)
  doc.save()
  doc.roundedRect(x + PAD, y + PAD, THUMB, THUMB, 8).clip()
  const rng = createRng(hashString(tour.code))
  drawLandscape(doc, x + PAD, y + PAD, THUMB, THUMB, scenery(pal, rng), rng)
  doc.restore()

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(name, textX, cy, { width: nameW, height: 36, ellipsis: true })
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(meta, textX, cy + nameH + 4, { width: nameW, lineGap: 1 })

  const priceX = textX + textW - PRICE_W
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('From', priceX, cy, { width: PRICE_W, align: 'right', lineBreak: false })
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(pal.strong)
    .text(clean(tour.fromPrice), priceX, cy + 11, { width: PRICE_W, align: 'right', lineBreak: false })
  if (tour.wasPrice) {
    const was = `Was ${clean(tour.wasPrice)}`
    doc.font('Helvetica').fontSize(9).fillColor(MUTED)
    doc.text(was, priceX, cy + 36, { width: PRICE_W, align: 'right', lineBreak: false })
    // Strike only the amount, not the word 'Was'.
    const amountW = doc.widthOfString(clean(tour.wasPrice))
    const lineY = cy + 36 + 4.6
    doc
      .moveTo(priceX + PRICE_W - amountW - 1, lineY)
      .lineTo(priceX + PRICE_W + 1, lineY)
      .lineWidth(0.9)
      .strokeColor('#b3261e')
      .stroke()
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('per person', priceX, cy + (tour.wasPrice ? 48 : 34), {
      width: PRICE_W,
      align: 'right',
      lineBreak: false,
    })

  cy += headH + 8
  doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(summary, textX, cy, {
    width: textW,
    lineGap: 2,
    height: 68,
    ellipsis: true,
  })

  const label = (text: string, lx: number): void => {
    doc
      .font('Helvetica-Bold')
      .fontSize(7.5)
      .fillColor(pal.brand)
      .text(text, lx, listsTop, { characterSpacing: 1.2, lineBreak: false })
  }
  if (highlights.length > 0) {
    label('HIGHLIGHTS', textX)
    bulletList(doc, highlights, textX, listsTop + 14, leftW, pal.brand, true)
  }
  const rightX = textX + leftW + colGap
  label('NEXT DEPARTURES', rightX)
  let dy = listsTop + 14
  doc.font('Helvetica').fontSize(9)
  if (departures.length === 0) {
    doc.fillColor(MUTED).text('Dates on request', rightX, dy, { width: rightW })
  }
  for (const departure of departures) {
    const h = doc.heightOfString(departure, { width: rightW })
    doc.fillColor(INK).text(departure, rightX, dy, { width: rightW })
    dy += h + 3
  }
  return height
}

function paginate(doc: Doc, tours: BrochureTour[], pal: Palette): BrochureTour[][] {
  const pages: BrochureTour[][] = []
  let current: BrochureTour[] = []
  let used = 0
  for (const tour of tours) {
    const h = tourCard(doc, tour, pal, 0, false)
    const needed = (current.length > 0 ? CARD_GAP : 0) + h
    if (current.length > 0 && (current.length >= MAX_TOURS_PER_PAGE || used + needed > BODY_BOTTOM - BODY_TOP)) {
      pages.push(current)
      current = []
      used = 0
    }
    used += (current.length > 0 ? CARD_GAP : 0) + h
    current.push(tour)
  }
  if (current.length > 0) pages.push(current)
  return pages
}

function toursPage(doc: Doc, input: BrochureInput, pal: Palette, tours: BrochureTour[], pageNumber: number): void {
  header(doc, input, pal, `Tours in ${clean(input.regionName)}`)
  let y = BODY_TOP - 24
  for (const tour of tours) {
    y += tourCard(doc, tour, pal, y, true) + CARD_GAP
  }
  footer(doc, input, pal, pageNumber)
}

const BOOKING_CONDITIONS: Array<[string, string]> = [
  [
    'Prices',
    'Prices are per person, based on two adults sharing a twin or double room. Single rooms carry a supplement.',
  ],
  [
    'Deposit and balance',
    'A deposit secures your place when you book. The balance is due before departure, on the date shown on your ' +
      'confirmation invoice.',
  ],
  [
    'Cancellation',
    'If you cancel, charges apply on a sliding scale that rises as the departure date approaches. The deposit is ' +
      'non-refundable.',
  ],
  [
    'Changes to your tour',
    'Itineraries are planned well in advance; occasionally hotels or the order of visits change. We will tell you of ' +
      'any significant change as soon as possible.',
  ],
  [
    'Passports, visas and health',
    'You are responsible for holding a valid passport, any visas and the vaccinations required for the countries ' +
      'visited.',
  ],
  ['Travel insurance', 'Adequate travel insurance is a condition of booking and should be arranged when you book.'],
]

function backPage(doc: Doc, input: BrochureInput, pal: Palette, pageNumber: number): void {
  const bandH = 300
  doc.rect(0, 0, PAGE_W, bandH).fill(pal.strong)
  // Rolling hills in deepening shades of the brand colour close the brochure the way the cover opened it.
  const layers: Array<[number, number, string]> = [
    [bandH - 70, 10, mix(pal.strong, '#ffffff', 0.14)],
    [bandH - 44, 12, mix(pal.strong, '#ffffff', 0.26)],
    [bandH - 18, 8, mix(pal.strong, '#ffffff', 0.4)],
  ]
  layers.forEach(([baseY, amp, colour], i) => {
    const phase = i * 1.9 + 0.6
    const at = (t: number): number => baseY + Math.sin(phase + t * Math.PI * 1.6) * amp
    doc.moveTo(0, bandH).lineTo(0, at(0))
    for (let k = 1; k <= 12; k++) doc.lineTo((PAGE_W * k) / 12, at(k / 12))
    doc.lineTo(PAGE_W, bandH).closePath().fill(colour)
  })
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(mix(pal.strong, '#ffffff', 0.8))
    .text(clean(input.brandName).toUpperCase(), MARGIN, 54, { characterSpacing: 2.4, lineBreak: false })
  doc.font('Helvetica-Bold').fontSize(32).fillColor('#ffffff').text('Ready to book?', MARGIN, 76, { lineBreak: false })
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(mix(pal.strong, '#ffffff', 0.85))
    .text('Call our reservations team, who will be delighted to help you choose your holiday.', MARGIN, 120, {
      width: CONTENT_W - 80,
      lineGap: 2,
    })
  doc.font('Helvetica-Bold').fontSize(30).fillColor('#ffffff').text(clean(input.phone), MARGIN, 166, {
    width: CONTENT_W,
    lineBreak: false,
  })

  let y = bandH + 36
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(pal.brand)
    .text('BOOKING CONDITIONS IN BRIEF', MARGIN, y, { characterSpacing: 1.4, lineBreak: false })
  y += 22
  const colW = (CONTENT_W - 24) / 2
  const half = Math.ceil(BOOKING_CONDITIONS.length / 2)
  const columns = [BOOKING_CONDITIONS.slice(0, half), BOOKING_CONDITIONS.slice(half)]
  let lowest = y
  columns.forEach((items, column) => {
    let cy = y
    const cx = MARGIN + column * (colW + 24)
    for (const [title, body] of items) {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(title, cx, cy, { width: colW })
      cy = doc.y + 3
      doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(body, cx, cy, { width: colW, lineGap: 1.5 })
      cy = doc.y + 14
    }
    lowest = Math.max(lowest, cy)
  })

  const steps: Array<[string, string]> = [
    ['Choose', 'Pick your tour and a departure date from this brochure.'],
    ['Call', `Ring ${clean(input.phone)} and quote the tour code.`],
    ['Relax', 'Pay your deposit and we take care of everything else.'],
  ]
  const stepY = Math.max(lowest + 10, PAGE_H - 270)
  const stepW = (CONTENT_W - 24) / 3
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(pal.brand)
    .text('HOW TO BOOK', MARGIN, stepY, { characterSpacing: 1.4, lineBreak: false })
  steps.forEach(([title, body], i) => {
    const sx = MARGIN + i * (stepW + 12)
    const sy = stepY + 20
    doc.roundedRect(sx, sy, stepW, 78, 8).lineWidth(0.8).strokeColor(RULE).stroke()
    doc.circle(sx + 24, sy + 24, 12).fill(pal.brand)
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#ffffff')
      .text(String(i + 1), sx + 12, sy + 18.5, { width: 24, align: 'center', lineBreak: false })
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(title, sx + 44, sy + 18, { lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(body, sx + 14, sy + 44, { width: stepW - 28, lineGap: 1.2, height: 30, ellipsis: true })
  })

  const noteY = Math.max(stepY + 118, PAGE_H - 150)
  doc.roundedRect(MARGIN, noteY, CONTENT_W, 56, 8).fill(pal.tint)
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(INK)
    .text(
      'This is a summary. Full booking conditions are sent with every confirmation and are available on request. ' +
        `Prices and availability correct at ${displayDate(input.generatedOn)} and subject to change.`,
      MARGIN + 16,
      noteY + 14,
      { width: CONTENT_W - 32, lineGap: 1.5 },
    )
  footer(doc, input, pal, pageNumber)
}

// ---------------------------------------------------------------------------------------------------------------
// Entry point

export async function renderBrochurePdf(input: BrochureInput): Promise<Buffer> {
  const pal = palette(input.brandColour)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: clean(input.title),
      Author: clean(input.brandName),
      Subject: clean(`${input.regionName}: ${input.subtitle}`),
      Keywords: clean(input.tours.map((tour) => tour.code).join(', ')),
      CreationDate: creationDate(input.generatedOn),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const pages = paginate(doc, input.tours, pal)
  const contents: Array<[BrochureTour, number]> = []
  pages.forEach((tours, i) => tours.forEach((tour) => contents.push([tour, i + 3])))

  doc.addPage()
  coverPage(doc, input, pal)
  doc.addPage()
  introductionPage(doc, input, pal, contents)
  pages.forEach((tours, i) => {
    doc.addPage()
    toursPage(doc, input, pal, tours, i + 3)
  })
  doc.addPage()
  backPage(doc, input, pal, pages.length + 3)
  doc.end()
  return done
}
