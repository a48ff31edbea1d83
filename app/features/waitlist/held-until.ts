import { formatDate } from '../../lib/dates'

/*
 * "Held for you until …" of a waitlist offer's checkout (issue 27): the offer's expiry, an instant, as the date and
 * time in the brand's zone (Europe/London: both brands sell from the United Kingdom) in the site's display format
 * ('3rd Jun 2027 at 14:30 UK time'), whatever the server's zone. Pure: Intl only.
 */

export const BRAND_TIME_ZONE = 'Europe/London'

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRAND_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export function heldUntilText(expiresAt: string): string {
  const parts: Record<string, string> = {}
  for (const part of londonParts.formatToParts(new Date(expiresAt))) parts[part.type] = part.value
  return `${formatDate(`${parts.year}-${parts.month}-${parts.day}`)} at ${parts.hour}:${parts.minute} UK time`
}
