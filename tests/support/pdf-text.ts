import { inflateSync } from 'node:zlib'

/*
 * The words on a pdfkit document's pages, for tests: every content stream inflated and the hex strings of its TJ
 * operators decoded. The standard fonts pdfkit uses encode text as Windows-1252, which differs from Latin-1 only in
 * 0x80–0x9F (Node's TextDecoder treats 'windows-1252' as Latin-1, so the difference is mapped here).
 */

const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('')
}

/** One line per TJ operator, in drawing order. */
export function pdfVisibleText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const lines: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...(op[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((m) => m[1] ?? '').join('')
      lines.push(decodeWinAnsi(Buffer.from(hex, 'hex')))
    }
  }
  return lines.join('\n')
}
