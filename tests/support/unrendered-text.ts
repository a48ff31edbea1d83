/*
 * Text a customer must never read (issue 29, item 2): a template placeholder that was not filled in ('${phoneLink}'),
 * or a value that was missing or of the wrong kind when it was turned into text ('undefined', 'NaN',
 * '[object Object]'). Used on the seeded page data, on every customer-facing page of a booking, its e-mails and its
 * PDF.
 */
const UNRENDERED = /\$\{[^}]*\}?|\bundefined\b|\bNaN\b|\[object Object\]/g

/** Each unrendered fragment with a little of the text around it, so a failure says where it was. */
export function unrenderedFragments(text: string): string[] {
  return [...text.matchAll(UNRENDERED)].map((match) => {
    const start = Math.max(0, match.index - 40)
    return text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, ' ')
  })
}
