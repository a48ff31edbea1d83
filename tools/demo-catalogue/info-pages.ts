/*
 * The site's information pages (privacy, cookies, booking conditions, contact, accessibility, travel insurance):
 * one content block 'page.<slug>' per page, in the shape of CONTENT_BLOCKS (content-blocks.ts appends these), with
 * the same placeholders ({brandName}, {phone}, {phoneHref}, {email}, {year}) and a coach variant where the coach
 * brand speaks differently. The page route (app/routes/info-page.tsx) renders `title` as the h1 and `bodyHtml` below
 * it; `data.metaDescription` is the page's meta description.
 *
 * Body conventions: sections are <h2 id="…"> (the page builds its "On this page" list from them), tables carry a
 * <caption> and scoped header cells, and the last paragraph is always the demonstration-site notice, worded like
 * the footer's legal line.
 */

interface InfoPageSeed {
  key: string
  title: string | null
  bodyHtml: string | null
  data: Record<string, unknown>
}

export interface InfoPageDefinition extends InfoPageSeed {
  coach?: Partial<Omit<InfoPageSeed, 'key'>>
}

/** Every information page's slug: its path is '/<slug>' and its content block 'page.<slug>'. */
export const INFO_PAGE_SLUGS = [
  'privacy-policy',
  'cookie-policy',
  'booking-conditions',
  'contact-us',
  'accessibility',
  'travel-insurance',
] as const

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number]

const phoneLink = '<a href="{phoneHref}">{phone}</a>'
const emailLink = '<a href="mailto:{email}">{email}</a>'

/** The closing paragraph of every page: the footer's legal line, with what it means for this page. */
function demoNotice(detail: string): string {
  return `<p class="info-page__notice"><strong>Itinera demonstration site:</strong> {brandName}, its tours and prices are fictional and no real bookings are taken. ${detail}</p>`
}

function section(id: string, heading: string, html: string): string {
  return `<h2 id="${id}">${heading}</h2>${html}`
}

function table(caption: string, head: string[], rows: string[][]): string {
  const headCells = head.map((cell) => `<th scope="col">${cell}</th>`).join('')
  const bodyRows = rows
    .map(
      ([first, ...rest]) => `<tr><th scope="row">${first}</th>${rest.map((cell) => `<td>${cell}</td>`).join('')}</tr>`,
    )
    .join('')
  // Wide tables scroll sideways on small screens rather than squeeze; the scrolling region is keyboard-reachable.
  const wide = head.length > 2 ? ' info-page__table--wide' : ''
  return `<div class="info-page__table${wide}" role="region" aria-label="${caption}" tabindex="0"><table><caption>${caption}</caption><thead><tr>${headCells}</tr></thead><tbody>${bodyRows}</tbody></table></div>`
}

function page(
  slug: InfoPageSlug,
  title: string,
  bodyHtml: string,
  metaDescription: string,
  coach?: { title?: string; bodyHtml?: string; metaDescription?: string },
): InfoPageDefinition {
  const definition: InfoPageDefinition = { key: `page.${slug}`, title, bodyHtml, data: { metaDescription } }
  if (coach) {
    definition.coach = {
      ...(coach.title !== undefined ? { title: coach.title } : {}),
      ...(coach.bodyHtml !== undefined ? { bodyHtml: coach.bodyHtml } : {}),
      ...(coach.metaDescription !== undefined ? { data: { metaDescription: coach.metaDescription } } : {}),
    }
  }
  return definition
}

// ------------------------------------------------------------------ Company details (fictional)

interface BrandFacts {
  address: string[]
  /** Short-form address for running text. */
  town: string
  openingTimes: Array<[string, string]>
}

const MERIDIAN: BrandFacts = {
  address: ['{brandName} Ltd', 'Meridian House', '21 Compass Row', 'Bristol', 'BS1 9ZZ'],
  town: 'Bristol',
  openingTimes: [
    ['Monday to Friday', '9am to 8pm'],
    ['Saturday', '9am to 5.30pm'],
    ['Sunday', '10am to 4pm'],
  ],
}

const CAVENDISH: BrandFacts = {
  address: ['{brandName} Ltd', 'Cavendish House', '3 Station Parade', 'Harrogate', 'HG1 9ZZ'],
  town: 'Harrogate',
  openingTimes: [
    ['Monday to Friday', '9am to 6pm'],
    ['Saturday', '9am to 4pm'],
    ['Sunday', 'Closed'],
  ],
}

const address = (facts: BrandFacts) => `<address>${facts.address.join('<br>')}</address>`

// ------------------------------------------------------------------ Privacy policy

function privacyPolicy(coach: boolean): string {
  const facts = coach ? CAVENDISH : MERIDIAN
  const bookingData = coach
    ? '<li><strong>When you book:</strong> the names, dates of birth and contact details of everyone travelling, your chosen pick-up point, room and seating preferences, and, for holidays that cross a border, passport details.</li>'
    : '<li><strong>When you book:</strong> the names, dates of birth, sex and contact details of everyone travelling, passport details where an airline or a destination requires them, your flight and room choices, and any visa you ask us to arrange.</li>'
  const suppliers = coach
    ? 'the hotels, ferry and rail companies, coach operators and local guides who provide your holiday'
    : 'the airlines, hotels, cruise and river-cruise lines, ground handlers and local guides who provide your holiday'
  return [
    `<p>This policy explains what personal information {brandName} collects, why we need it, how long we keep it and the rights you have over it. We handle your information in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.</p>`,
    section(
      'who-we-are',
      'Who we are',
      `<p>{brandName} Ltd is the controller of the personal information described here. We are registered with the Information Commissioner’s Office (ICO). Our data protection lead can be reached at ${emailLink} or by post at:</p>${address(facts)}`,
    ),
    section(
      'what-we-collect',
      'The information we collect',
      `<ul>${bookingData}<li><strong>Health and access needs:</strong> details of any medical condition, mobility limitation, allergy or dietary requirement you choose to tell us about, so that we can check a holiday is suitable and tell the people looking after you. This is special category information and we only use it with your explicit consent.</li><li><strong>When you order a brochure or sign up for news:</strong> your name, postal and e-mail address and your marketing choices.</li><li><strong>When you pay:</strong> your card is processed by our payment provider. We see only the last four digits and the payment result; we never store full card numbers.</li><li><strong>When you contact us:</strong> your messages and notes of our phone calls, so that anyone on our team can pick up where we left off.</li><li><strong>When you use this website:</strong> the small number of cookies described in our <a href="/cookie-policy">cookie policy</a>, and technical records of each request (IP address, browser and pages requested) that keep the site secure.</li></ul>`,
    ),
    section(
      'how-we-use-it',
      'Why we use it',
      `<p>The law requires a lawful basis for each use of your information. These are ours:</p>${table(
        'How we use personal information, and our lawful basis for each use',
        ['What we do', 'Lawful basis'],
        [
          ['Arrange, confirm and run your holiday, and contact you about it', 'Performing our contract with you'],
          ['Pass passenger details to airlines and border authorities, keep accounting records', 'Legal obligation'],
          ['Check a holiday suits your health or mobility needs and inform our suppliers', 'Your explicit consent'],
          ['Send brochures you request; protect our website and prevent fraud', 'Legitimate interests'],
          ['Send news and offers by e-mail or post', 'Your consent, which you can withdraw at any time'],
        ],
      )}`,
    ),
    section(
      'sharing',
      'Who we share it with',
      `<p>We share only what each organisation needs: ${suppliers}; our payment provider; the mailing house that posts our brochures; and, where the law requires it, government and border authorities. We never sell your information or pass it to other companies for their own marketing.</p><p>Some of your holiday takes place outside the UK, so suppliers there will receive the details they need to look after you. Where we transfer information outside the UK ourselves, we rely on UK adequacy regulations or the International Data Transfer Agreement to keep it protected to UK standards.</p>`,
    ),
    section(
      'retention',
      'How long we keep it',
      table(
        'How long we keep each kind of personal information',
        ['Information', 'How long we keep it'],
        [
          ['Booking records and correspondence', 'Seven years after you return, for tax, accounting and legal claims'],
          ['Health, mobility and dietary details', 'Three months after you return, unless needed for an incident'],
          [
            'Brochure requests and marketing choices',
            'Until you unsubscribe, or three years after we last hear from you',
          ],
          ['Enquiries that did not lead to a booking', 'Two years'],
          ['Website security records', 'Thirty days'],
        ],
      ),
    ),
    section(
      'marketing',
      'Marketing',
      `<p>We send news and offers only if you have agreed to them. Every e-mail has an unsubscribe link, and you can change your choices at any time by calling ${phoneLink} or writing to ${emailLink}. Brochures you ask for are sent whatever your marketing choices.</p>`,
    ),
    section(
      'your-rights',
      'Your rights',
      '<p>You have the right to:</p><ul><li>ask for a copy of the personal information we hold about you;</li><li>have anything inaccurate corrected;</li><li>ask us to delete your information, or to restrict how we use it;</li><li>object to our use of it for our legitimate interests, and to any direct marketing;</li><li>receive information you gave us in a portable format;</li><li>withdraw your consent at any time, without affecting anything we did before.</li></ul><p>There is no charge, and we reply within one month. We may ask you to confirm your identity first.</p>',
    ),
    section(
      'security',
      'Keeping it safe',
      '<p>Our website is served only over an encrypted connection, access to booking records is limited to the staff who need it, and our suppliers are bound by contract to protect your information.</p>',
    ),
    section(
      'complaints',
      'Questions and complaints',
      `<p>If you have a question or are unhappy with how we have handled your information, please contact us first at ${emailLink}. You also have the right to complain to the Information Commissioner’s Office at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113.</p><p>We review this policy at least once a year and publish any change on this page.</p>`,
    ),
    demoNotice(
      'The address and contact details above are invented for the demonstration, so please do not enter real personal information in its forms.',
    ),
  ].join('')
}

// ------------------------------------------------------------------ Cookie policy

function cookiePolicy(coach: boolean): string {
  const wishlistVerb = coach ? 'breaks' : 'holidays'
  return [
    `<p>Cookies are small text files a website stores in your browser. {brandName} keeps them to a minimum: this website sets just two of its own, and neither is used for advertising or to follow you around the web.</p>`,
    section(
      'cookies-we-use',
      'The cookies we use',
      table(
        'Cookies set by this website',
        ['Cookie', 'Purpose', 'Type', 'How long it lasts'],
        [
          [
            '<code>XSRF-TOKEN</code>',
            'A random security code that proves a form or booking was sent from a page of this website, protecting you against cross-site request forgery.',
            'Strictly necessary',
            'Until you close your browser',
          ],
          [
            '<code>wishlist</code>',
            `The codes of the ${wishlistVerb} you save to your wishlist, so that the list is still there next time you visit on this device. It holds nothing else.`,
            'Functional, set only when you save something',
            'One year, or until you empty your wishlist',
          ],
        ],
      ),
    ),
    section(
      'analytics',
      'Analytics',
      '<p>We measure how our website is used only through a tag manager, and only where one has been set up for this site. When it is, it may load analytics that set their own cookies (for Google Analytics, cookies named <code>_ga</code> and <code>_ga_</code> followed by an identifier, lasting up to two years) to count visits and see which pages are helpful. We do not send your name, e-mail address or phone number to analytics, and we will ask for your consent before any analytics cookie is set, as the Privacy and Electronic Communications Regulations require.</p><p>When no tag manager is configured, as on this demonstration site, no analytics code is loaded and no analytics cookies are set.</p>',
    ),
    section(
      'session-storage',
      'Session storage',
      '<p>While you book, the passenger details you type are kept in your browser’s session storage, not in a cookie, so that nothing is lost if you go back a step. Session storage stays on your device and is cleared when you close the tab.</p>',
    ),
    section(
      'your-choices',
      'Your choices',
      `<p>Strictly necessary cookies do not need your consent, because the website cannot work safely without them. You can still block or delete cookies in your browser’s settings: if you block <code>XSRF-TOKEN</code>, forms such as brochure requests and bookings will not work; if you delete <code>wishlist</code>, your saved ${wishlistVerb} are forgotten on that device.</p><p>For help with cookie settings, see your browser’s own help pages. To find out how we use personal information more generally, read our <a href="/privacy-policy">privacy policy</a>.</p>`,
    ),
    demoNotice('The cookies described here are the ones this demonstration actually sets.'),
  ].join('')
}

// ------------------------------------------------------------------ Booking conditions

function bookingConditions(coach: boolean): string {
  const deposits = coach
    ? table(
        'Deposits per person',
        ['Holiday', 'Deposit per person'],
        [
          ['Coach holidays in the UK, Ireland and Europe', '£100'],
          ['Holidays that include flights or rail travel', '£250'],
        ],
      )
    : table(
        'Deposits per person',
        ['Holiday', 'Deposit per person'],
        [
          ['Tours, river cruises and city breaks in Europe', '£250'],
          ['Long-haul tours, safaris, cruises and expeditions', '£500'],
        ],
      )
  const cancellation = coach
    ? [
        ['85 days or more', 'Loss of deposit'],
        ['57 to 84 days', '30% of the holiday price, or the deposit if greater'],
        ['29 to 56 days', '50% of the holiday price'],
        ['15 to 28 days', '75% of the holiday price'],
        ['14 days or less, or failure to travel', '100% of the holiday price'],
      ]
    : [
        ['85 days or more', 'Loss of deposit'],
        ['57 to 84 days', '40% of the holiday price, or the deposit if greater'],
        ['29 to 56 days', '60% of the holiday price'],
        ['15 to 28 days', '80% of the holiday price'],
        ['14 days or less, or failure to travel', '100% of the holiday price'],
      ]
  const protection = coach
    ? '<p>Holidays with flights are protected under our ATOL licence: when you book one, you will receive an ATOL Certificate listing what is protected. Our coach, rail and ferry holidays are protected by a bond held by ABTA. Either way, if we were to become insolvent, you would receive a full refund if you had not yet travelled, or be brought home if you were already away.</p><p>We are a member of ABTA and follow its Code of Conduct.</p>'
    : '<p>Many of the flights and flight-inclusive holidays on this website are financially protected by the ATOL scheme, but ATOL protection does not apply to every holiday and travel service listed here. Please ask us to confirm what protection applies to your booking. If you do not receive an ATOL Certificate, the booking is not ATOL protected; if you do receive one but some parts of your trip are not listed on it, those parts are not ATOL protected. For more about the ATOL Certificate, see <a href="https://www.atol.org/about-atol/atol-certificates/">atol.org</a>.</p><p>Holidays without flights are protected by a bond held by ABTA, of which we are a member; we follow the ABTA Code of Conduct.</p>'
  const coachSection = coach
    ? section(
        'pick-up-and-seats',
        'Pick-up points and coach seats',
        '<p>Choose the pick-up point nearest to you when you book. Your exact pick-up time is confirmed with your travel documents, about two weeks before departure; please be there fifteen minutes early, as drivers cannot wait beyond the published time. Seats are allocated in the order bookings are made and your seat number is shown on your confirmation. If you need a seat near the front for medical reasons, tell us when you book and we will do our best to help.</p>',
      )
    : ''
  return [
    `<p>These conditions form the contract between you and {brandName} Ltd for every holiday you book with us. Please read them before you book; they are written to be clear and fair, and they do not affect your statutory rights, including those under the Package Travel and Linked Travel Arrangements Regulations 2018.</p>`,
    section(
      'your-contract',
      '1. Your contract',
      '<p>Your contract starts when we accept your deposit and send your confirmation invoice. The person who makes the booking (the lead passenger) agrees to these conditions on behalf of everyone named on it, and must be 18 or over. Please check your confirmation as soon as it arrives and tell us at once if anything is wrong, especially names, which must match each passport or photo ID exactly.</p>',
    ),
    section(
      'paying',
      '2. Deposits and paying the balance',
      `<p>A deposit secures your places when you book:</p>${deposits}<p>The balance is due <strong>twelve weeks (84 days) before departure</strong>. If you book within twelve weeks of departure, the full price is payable when you book. We will remind you before your balance is due; if it is not paid on time, we may treat the booking as cancelled by you and apply the charges in section 5. You can pay at any time in My Bookings or by calling ${phoneLink}.</p>`,
    ),
    section(
      'prices',
      '3. Our prices',
      '<p>Prices are per person, based on two people sharing a twin or double room, and include all taxes and charges known at the time of booking; single rooms carry a supplement. Once you have paid your deposit, your holiday price is guaranteed: we will not add surcharges for fuel, currency or taxes.</p>',
    ),
    section(
      'changes-by-you',
      '4. If you change your booking',
      '<p>We will always try to help if you want to change your holiday. Changes made more than twelve weeks before departure cost £35 per booking plus any charge our suppliers make; later changes may be treated as a cancellation and a new booking. You may transfer your place to someone else who meets any conditions of the holiday, if you tell us at least seven days before departure; you and the new traveller are jointly responsible for any costs.</p><p>Optional excursions booked in advance can be added or cancelled without charge in My Bookings until 30 days before departure.</p>',
    ),
    section(
      'cancellation-by-you',
      '5. If you cancel',
      `<p>To cancel, the lead passenger must tell us in writing or by e-mail. Cancellation charges are calculated from the day we receive your notice and apply to each person cancelling:</p>${table(
        'Cancellation charges per person',
        ['Notice received before departure', 'Cancellation charge'],
        cancellation,
      )}<p>Your travel insurance may cover these charges if you cancel for a reason your policy includes. You may cancel without paying a charge if unavoidable and extraordinary circumstances at your destination, such as a natural disaster or official advice against all travel, significantly affect your holiday.</p>`,
    ),
    section(
      'changes-by-us',
      '6. If we change or cancel your holiday',
      `<p>Holidays are planned many months ahead, so we occasionally need to make changes. Most are minor, such as a different hotel of the same standard, and we will tell you about them as soon as we can. If we have to make a significant change, or cancel your holiday, you may accept the changed holiday, choose another of ours, or cancel for a full refund. Unless the change is caused by unavoidable and extraordinary circumstances, we will also pay compensation:</p>${table(
        'Compensation per person for a significant change or cancellation by us',
        ['When we tell you, before departure', 'Compensation'],
        [
          ['More than 56 days', 'None'],
          ['29 to 56 days', '£25'],
          ['15 to 28 days', '£40'],
          ['14 days or less', '£60'],
        ],
      )}<p>We will not cancel your holiday for lack of bookings later than eight weeks before departure.</p>`,
    ),
    coachSection,
    section('financial-protection', `${coach ? '8' : '7'}. Financial protection: ATOL and ABTA`, protection),
    section(
      'passports-health',
      `${coach ? '9' : '8'}. Passports, visas and health`,
      '<p>You are responsible for holding a valid passport and any visa or travel authorisation your holiday needs; check the entry requirements for each country on GOV.UK well before you travel, as many countries require a passport valid for six months after you return. We can arrange many visas for you when you book. Please tell us about any medical condition or mobility limitation that could affect your holiday, so that we can confirm it is suitable before we take your deposit.</p>',
    ),
    section(
      'insurance',
      `${coach ? '10' : '9'}. Travel insurance`,
      '<p>Adequate travel insurance is a condition of booking. Please arrange it as soon as you book, so that you are covered if you have to cancel. Our <a href="/travel-insurance">travel insurance guide</a> explains what a good policy should include.</p>',
    ),
    section(
      'complaints',
      `${coach ? '11' : '10'}. If something goes wrong`,
      `<p>If you have a problem during your holiday, tell your ${coach ? 'tour manager or driver' : 'tour manager'} straight away so that it can be put right. If it cannot, write to us within 28 days of your return and we will reply in full within 28 days. If we cannot resolve your complaint, you may use ABTA’s independent dispute resolution scheme.</p>`,
    ),
    section(
      'law',
      `${coach ? '12' : '11'}. Law and jurisdiction`,
      '<p>These conditions are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction; if you live in Scotland or Northern Ireland, you may bring proceedings in your local courts under their law.</p>',
    ),
    demoNotice(
      'These conditions show how a UK tour operator sets out its terms; they form no contract, and no deposit or payment is ever taken.',
    ),
  ].join('')
}

// ------------------------------------------------------------------ Contact us

function contactUs(coach: boolean): string {
  const facts = coach ? CAVENDISH : MERIDIAN
  const hours = facts.openingTimes.map(([days, time]) => `<li>${days}: ${time}</li>`).join('')
  const intro = coach
    ? '<p>Our friendly team in {town} is here to help you choose a break, book your seats or answer any question about a holiday you have booked. We are always happy to talk it through on the phone.</p>'
    : '<p>Our travel experts have travelled on our tours themselves and are here to help you choose the right holiday, book it, or answer any question about a holiday you have booked.</p>'
  return [
    intro.replace('{town}', facts.town),
    section(
      'call-us',
      'Call us',
      `<p class="info-page__lead">${phoneLink}</p><p>Calls are free from UK landlines and mobiles. If you are deaf, hard of hearing or have a speech impairment, you can call us through Relay UK by dialling 18001 before our number.</p><p>Our opening times are:</p><ul>${hours}</ul>`,
    ),
    section(
      'email-us',
      'E-mail us',
      `<p>${emailLink}</p><p>We reply to every e-mail within one working day. If you have booked with us, please include your booking reference.</p>`,
    ),
    section('write-to-us', 'Write to us', address(facts)),
    section(
      'already-booked',
      'Already booked?',
      `<p>In <a href="/my-bookings">My Bookings</a> you can pay your balance, add excursions and update passenger details at any time. ${
        coach
          ? 'Your pick-up time and the 24-hour number for your driver and tour manager are on your travel documents, which arrive about two weeks before departure.'
          : 'Once you are away, your tour manager is your first point of contact, and our 24-hour emergency number is on your travel documents.'
      }</p>`,
    ),
    section(
      'brochures',
      'Brochures',
      `<p>Prefer to browse at home? <a href="/brochures">Order a free brochure</a> and we will post it to you, or read it online straight away.</p>`,
    ),
    demoNotice(`The phone number, e-mail address and postal address above are invented and will not reach anyone.`),
  ].join('')
}

// ------------------------------------------------------------------ Accessibility

function accessibility(coach: boolean): string {
  const travelling = coach
    ? '<p>Our coaches have a few steps at the door, with a handrail, and our drivers are always glad to lend a hand. We can carry a folding wheelchair or walking frame in the luggage hold, but we cannot take motorised scooters or passengers who need to stay in a wheelchair while travelling. Each break is graded for walking, so you know what to expect before you book.</p><p>Please tell us about any mobility or medical needs when you book. We will reserve your seats, talk your needs through with you, and let our hotels know, for example so that you have a room near the lift.</p>'
    : '<p>Each of our tours is graded for activity, with details of walking, steps and uneven ground in the itinerary. Our hotels and ships vary in how accessible they are, so please call us and we will help you find a holiday that suits you.</p><p>Tell us about any mobility or medical needs when you book. We will reserve your places while we check the holiday is suitable, arrange assistance at UK airports and pass on your needs to our hotels and tour managers.</p>'
  return [
    `<p>We want everyone to be able to plan and book a holiday with {brandName}, whatever device they use and however they use it. This statement covers this website, and how we help travellers with access needs on holiday.</p>`,
    section(
      'our-standard',
      'Our standard',
      '<p>We design, build and test this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. That means you should be able to:</p><ul><li>use every page, menu, form and booking step with a keyboard alone;</li><li>use a screen reader such as NVDA, JAWS or VoiceOver, with headings, landmarks and labelled controls to find your way;</li><li>zoom to 400% and read pages on a small screen without scrolling sideways;</li><li>change colours, text size and spacing in your browser without losing content;</li><li>see where you are on the page, with a clear focus outline on links and buttons;</li><li>turn off animation by choosing reduced motion in your device’s settings.</li></ul><p>Every tour map also lists its stops, with days and nights, as text.</p>',
    ),
    section(
      'how-we-test',
      'How we test',
      '<p>Every page is checked automatically for accessibility problems each time the website changes, and we test the main journeys (searching, choosing a holiday, ordering a brochure and booking) with a keyboard and a screen reader before each release.</p>',
    ),
    section(
      'known-issues',
      'Known limitations',
      `<ul><li>Our brochures are designed for print and their PDF versions may be hard to use with a screen reader. We are happy to post a large-print copy or read any part of a brochure to you over the phone.</li><li>Some older itinerary text may describe places in a way that relies on photographs. Please call us if anything is unclear.</li></ul>`,
    ),
    section('on-holiday', 'Travelling with access needs', travelling),
    section(
      'feedback',
      'Tell us what you think',
      `<p>If you find something on this website hard to use, or you need information in another format such as large print, please call us on ${phoneLink} (or through Relay UK by dialling 18001 first) or e-mail ${emailLink}. We reply within five working days. Your feedback helps us improve, and we treat any barrier you report as a fault to fix.</p>`,
    ),
    demoNotice(
      'The commitments above describe how this demonstration is built and tested; the contact details are invented.',
    ),
  ].join('')
}

// ------------------------------------------------------------------ Travel insurance

function travelInsurance(coach: boolean): string {
  const intro = coach
    ? '<p>Even on a short break close to home, the unexpected can happen: an illness before you travel, a fall on holiday or lost luggage. That is why travel insurance is a condition of booking a holiday with {brandName}, whether you are travelling to Cornwall or Lake Como.</p>'
    : '<p>Travel insurance is a condition of booking every holiday with {brandName}. A good policy protects what you have paid if you have to cancel, and pays for medical treatment and the journey home if you are taken ill or injured while you are away, which can cost many thousands of pounds, particularly outside Europe.</p>'
  const cover = coach
    ? [
        ['Cancellation and cutting short your holiday', 'At least the full cost of your holiday'],
        ['Emergency medical expenses abroad', 'At least £2 million for Europe'],
        ['Getting you home (repatriation)', 'Included'],
        ['Missed departure', 'Included, including a missed ferry or coach connection'],
        ['Personal liability', '£1 million or more'],
        ['Baggage and personal belongings', 'Enough for what you take'],
      ]
    : [
        ['Cancellation and cutting short your holiday', 'At least the full cost of your holiday'],
        ['Emergency medical expenses', 'At least £2 million for Europe, £5 million worldwide'],
        ['Getting you home (repatriation)', 'Included'],
        ['Personal liability', '£1 million or more'],
        ['Baggage and personal belongings', 'Enough for what you take'],
        ['Cruises, safaris and expeditions', 'Included when your holiday has them'],
      ]
  const ghic = coach
    ? '<p>For breaks in Europe, take your Global Health Insurance Card (GHIC) or European Health Insurance Card (EHIC) if you have one. It gives you state healthcare on the same terms as local people, but it is not a substitute for travel insurance: it does not pay for cancellation or for getting you home. Apply for a GHIC free of charge through the NHS website; beware of other websites that charge a fee. On UK breaks, the NHS looks after you as usual, but you still need cover in case you have to cancel.</p>'
    : '<p>In the European Union, a Global Health Insurance Card (GHIC) or European Health Insurance Card (EHIC) gives you state healthcare on the same terms as local people. It is free through the NHS website (beware of other websites that charge a fee), but it is not a substitute for travel insurance: it does not cover private treatment, cancellation or getting you home.</p>'
  return [
    intro,
    section(
      'what-to-look-for',
      'What a good policy covers',
      `${table('The cover we recommend', ['Cover', 'What to look for'], cover)}<p>Read the policy wording, not just the summary, and check the excess you would pay on each claim.</p>`,
    ),
    section(
      'when-to-buy',
      'When to buy it',
      '<p>Buy your insurance as soon as you book, not just before you travel, so that you are covered if something prevents you from going. An annual multi-trip policy can be good value if you travel more than once a year; check that it covers the length and destination of every trip.</p>',
    ),
    section(
      'medical-conditions',
      'Medical conditions and age',
      '<p>Tell your insurer about every medical condition you have been treated for, as they ask, even if it is well controlled; an undeclared condition can mean a claim is refused. Some insurers set upper age limits or charge more as you get older. If you are finding it hard to get cover, the government-backed MoneyHelper service keeps a directory of insurers who specialise in cover for serious medical conditions: see <a href="https://www.moneyhelper.org.uk/en/everyday-money/insurance/travel-insurance-directory">moneyhelper.org.uk</a>.</p>',
    ),
    section('health-cards', coach ? 'Health cards for Europe' : 'Health cards in Europe', ghic),
    section(
      'tell-us',
      'Tell us your policy details',
      `<p>We do not sell travel insurance ourselves, so you are free to choose the insurer that suits you, as long as they are authorised by the Financial Conduct Authority. Once you have a policy, add the insurer’s name, your policy number and their 24-hour emergency helpline to your booking in <a href="/my-bookings">My Bookings</a>, or call us on ${phoneLink}. Our ${coach ? 'tour managers and drivers' : 'tour managers'} carry these details in case you need help on holiday.</p>`,
    ),
    demoNotice(
      'This page is general guidance of the kind a UK tour operator publishes, not financial advice; always read a policy’s own terms.',
    ),
  ].join('')
}

// ------------------------------------------------------------------ The blocks

export const INFO_PAGE_BLOCKS: InfoPageDefinition[] = [
  page(
    'privacy-policy',
    'Privacy policy',
    privacyPolicy(false),
    'How {brandName} collects, uses, shares and keeps your personal information under UK GDPR, and the rights you have over it.',
    {
      bodyHtml: privacyPolicy(true),
    },
  ),
  page(
    'cookie-policy',
    'Cookie policy',
    cookiePolicy(false),
    'The cookies the {brandName} website sets: a security cookie and an optional wishlist cookie, with analytics only with your consent.',
    { bodyHtml: cookiePolicy(true) },
  ),
  page(
    'booking-conditions',
    'Booking conditions',
    bookingConditions(false),
    'Booking conditions for {brandName} holidays: deposits, balance due dates, cancellation charges, changes and ATOL and ABTA financial protection.',
    {
      bodyHtml: bookingConditions(true),
      metaDescription:
        'Booking conditions for {brandName} breaks: deposits, balance due dates, cancellation charges, pick-up points and ATOL and ABTA protection.',
    },
  ),
  page(
    'contact-us',
    'Contact us',
    contactUs(false),
    'Call {brandName} free on {phone}, e-mail {email} or write to us. Our travel experts are here seven days a week.',
    {
      bodyHtml: contactUs(true),
      metaDescription:
        'Call {brandName} free on {phone}, Monday to Saturday, e-mail {email} or write to us. We are always happy to help.',
    },
  ),
  page(
    'accessibility',
    'Accessibility',
    accessibility(false),
    'Our commitment to an accessible website (WCAG 2.2 AA) and how {brandName} helps travellers with access needs on holiday.',
    { bodyHtml: accessibility(true) },
  ),
  page(
    'travel-insurance',
    'Travel insurance',
    travelInsurance(false),
    'Why travel insurance is a condition of booking with {brandName}, what a good policy covers and how to tell us your policy details.',
    { bodyHtml: travelInsurance(true) },
  ),
]
