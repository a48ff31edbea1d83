/*
 * A stored instant as the back office shows it: '10 Jan 2026, 09:00 UTC' (a calendar day alone without its time).
 * Written from the ISO text with fixed month names, not Intl, so the server's and the browser's words are the same
 * whatever their ICU data ('Sep' in one, 'Sept' in another would break hydration).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const utcDay = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${iso.slice(0, 4)}`

export function When({ iso }: { iso: string | null }) {
  if (!iso) return null
  const time = iso.slice(11, 16)
  return <time dateTime={iso}>{time ? `${utcDay(iso)}, ${time} UTC` : utcDay(iso)}</time>
}
