import { formatDate } from '../../lib/dates'

/*
 * The waitlist's e-mails' words (issue 27): the confirmation of a join and an offer of places. Pure, so the words
 * are tested without a database; offers.server.ts and join.server.ts put them in the brand's letter with the links.
 */

export interface WaitlistLetterFacts {
  tourName: string
  departureDate: string
  travellers: number
}

const placesWord = (count: number) => (count === 1 ? '1 place' : `${count} places`)

function holiday(facts: WaitlistLetterFacts): string {
  return `${facts.tourName}, departing ${formatDate(facts.departureDate)}`
}

export function joinedWords(facts: WaitlistLetterFacts): { subject: string; paragraphs: string[] } {
  return {
    subject: `You are on the waitlist for ${facts.tourName}`,
    paragraphs: [
      `Thank you: you are on the waitlist for ${holiday(facts)}, for ${placesWord(facts.travellers)}.`,
      'If places come free, we will hold them for you and e-mail you a link to book them. Places are offered in the order people joined the waitlist.',
    ],
  }
}

export function offerWords(facts: WaitlistLetterFacts & { expiresAt: string }): {
  subject: string
  paragraphs: string[]
} {
  const until = `${formatDate(facts.expiresAt.slice(0, 10))} at ${facts.expiresAt.slice(11, 16)} UTC`
  return {
    subject: `Places have come free on ${facts.tourName}`,
    paragraphs: [
      `Good news: ${placesWord(facts.travellers)} on ${holiday(facts)} came free, and we are holding ${facts.travellers === 1 ? 'it' : 'them'} for you until ${until}.`,
      'Open the link below on the device you want to book on: the checkout opens with the places held for you. If you do not book by then, the places go to the next person on the waitlist.',
    ],
  }
}

export const LEAVE_LINE = 'No longer interested? You can leave the waitlist with one click.'
