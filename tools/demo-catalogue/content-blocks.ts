/*
 * Every text the specs say comes "from page data", written once with brand placeholders and, where the coach brand
 * speaks differently, a coach variant. Conventions for consumers:
 * - `title` and `bodyHtml` hold the block's heading and main HTML (the spec's title and descriptionHtml; the
 *   brochure page's introductionHtml);
 * - `data` holds the block's other spec-named fields (skipButtonText, continueText, links, labels…). Where a
 *   block's spec shape has several HTML fields (price breakdown, confirmations, brochure page, add-on and
 *   excursion lists, passenger details) the main one is also repeated in `data` under its spec name, so `data`
 *   can be handed to a component as is.
 * Placeholders {brandName}, {phone}, {phoneHref}, {email} and {year} are substituted per brand at seed time.
 */

import { INFO_PAGE_BLOCKS } from './info-pages'

export interface ContentBlockSeed {
  key: string
  title: string | null
  bodyHtml: string | null
  data: Record<string, unknown>
}

interface ContentBlockDefinition extends ContentBlockSeed {
  /** Replaces the fields it names for the coach brand (data is merged key by key). */
  coach?: Partial<Omit<ContentBlockSeed, 'key'>>
}

export interface BrandCopy {
  brandName: string
  phone: string
  email: string
  isCoach: boolean
  /** The year for copyright lines. */
  year: number
  /** The footer's price pages, one per market the brand sells in ('Holidays under £999', 'Holidays under C$4,999'). */
  priceLinks: { name: string; url: string }[]
}

/** Where the footer lists the brand's price pages (replaced by BrandCopy.priceLinks). */
const PRICE_LINKS = { name: '{priceLinks}', url: '{priceLinks}' }

const phoneLink = '<a href="{phoneHref}">{phone}</a>'

function block(
  key: string,
  title: string | null,
  bodyHtml: string | null,
  data: Record<string, unknown> = {},
  coach?: ContentBlockDefinition['coach'],
): ContentBlockDefinition {
  return { key, title, bodyHtml, data, ...(coach ? { coach } : {}) }
}

const confirmationLink = { url: '/my-bookings', name: 'View your booking' }

export const CONTENT_BLOCKS: ContentBlockDefinition[] = [
  // ------------------------------------------------------------------ Checkout
  block(
    'checkout.addons',
    'Make more of your holiday',
    '<p>Add a few extra nights before or after your tour. Extensions are arranged by our own team, so your flights, transfers and hotels all fit together seamlessly.</p>',
    { skipButtonText: 'No thanks, skip extensions' },
    {
      title: 'Extend your break',
      bodyHtml:
        '<p>Fancy an extra night or two? Add a stay before or after your holiday and we will arrange everything around it.</p>',
      data: { skipButtonText: 'No thanks, carry on' },
    },
  ),
  block(
    'checkout.flights',
    'Your travel arrangements',
    '<p>These are the flights and transfers included in your holiday. Flight times are local and may change slightly before departure; we will always let you know.</p>',
    {},
    {
      title: 'Your journey',
      bodyHtml:
        '<p>Here is how you will travel. Your final pick-up time is confirmed with your travel documents, about two weeks before departure.</p>',
    },
  ),
  block(
    'checkout.travellers',
    'Select Room Types',
    '<p>Choose a room for each group of travellers and enter every name exactly as it appears on the passport. Single rooms are limited, so book early if you are travelling alone.</p>',
    {},
    {
      bodyHtml:
        '<p>Choose your rooms and tell us who is travelling. Please use names exactly as they appear on your passport or photo ID.</p>',
    },
  ),
  block(
    'checkout.excursions',
    'Optional excursions',
    '<p>Reserve your place on our most popular excursions now: they often sell out on tour. You can choose different excursions for each traveller, and add or cancel them in My Bookings until 30 days before departure.</p>',
    { skipButtonText: 'Skip excursions' },
    {
      title: 'Add some days out',
      bodyHtml:
        '<p>Make the most of your free time with an optional trip. Book now to guarantee a seat; you can change your mind in My Bookings up to 30 days before you travel.</p>',
      data: { skipButtonText: 'No thanks, carry on' },
    },
  ),
  block(
    'checkout.passengerDetails',
    'Passenger details',
    '<p>The lead passenger will receive all booking correspondence.</p>',
    {
      descriptionHtml: '<p>The lead passenger will receive all booking correspondence.</p>',
      visaDescription:
        '<p>Some destinations on this holiday require a visa or travel authorisation for British passport holders. Choose <strong>Visa required</strong> and we will add it to your booking, or <strong>No visa required</strong> if you already hold one or travel on another passport. Check the latest entry requirements on GOV.UK before you travel.</p>',
      dietaryDescription:
        '<p>Tell us about any allergies or dietary needs (for example vegetarian, gluten-free or nut allergy) and we will pass them to our hotels and restaurants.</p>',
      medicalConditionWarning:
        '<p>Thank you for letting us know. So that we can check this holiday is suitable, your booking will be reserved rather than confirmed and our Customer Care team will call you within two working days. No payment is taken until then.</p>',
      termsAndConditionsLink: { url: '/booking-conditions', name: 'booking conditions' },
    },
  ),
  block(
    'checkout.donations',
    'Give something back',
    '<p>Every year our travellers help to fund conservation and community projects in the places we visit. Your donation is passed on in full, and you can untick it if you would rather not give.</p>',
    {},
    {
      bodyHtml:
        '<p>Our travellers help to look after the places we love to visit. The whole of your donation goes to our charity partner; simply untick the box if you would rather not.</p>',
    },
  ),
  block(
    'checkout.priceBreakdown',
    'Price breakdown',
    '<p>Prices are per person unless shown otherwise and include all taxes and charges.</p>',
    {
      descriptionHtml: '<p>Prices are per person unless shown otherwise and include all taxes and charges.</p>',
      introductionHtml: '<p>Your holiday so far:</p>',
      label: 'Subtotal',
      image: '/media/tours/PRICE-BREAKDOWN/0-small.svg',
      subtotalMismatchHtml: `<p>We cannot display a live breakdown of your holiday price at the moment, but the subtotal shown is correct and you can still complete your booking. If you would like an itemised breakdown, please call us on ${phoneLink}.</p>`,
    },
  ),
  block('checkout.passengersError', null, null, {
    under18ErrorMessage:
      'All passengers must be 18 or over on the date of departure. For family bookings with children, please call us on {phone}.',
  }),
  block(
    'checkout.login',
    'Booked with us before?',
    '<p>Log in to fill in your details automatically and keep all your holidays together in My Bookings.</p>',
    {
      heading: 'Log in to your account',
      error: {
        title: 'We could not log you in',
        descriptionHtml:
          '<p>The email address or password is not right. Please try again, reset your password, or continue without logging in.</p>',
      },
      links: [
        { url: '/forgot-password', name: 'Forgotten your password?' },
        { url: '/register', name: 'Create an account' },
      ],
      submitLabel: 'Log in',
      continueText: 'Continue without log in',
    },
    {
      title: 'Travelled with us before?',
      bodyHtml: '<p>Log in and we will fill in your details for you.</p>',
      data: { continueText: 'Continue' },
    },
  ),
  block(
    'checkout.payment',
    'Payment',
    '<p>Pay a deposit now to secure your places, or pay in full. If you are travelling within twelve weeks, the full balance is due today. Your card details are entered securely with our payment provider and never stored by us.</p>',
  ),
  block(
    'checkout.medicalWarning',
    'Your booking will be reserved',
    '<p>Because you have told us about mobility limitations or a medical condition, we will reserve your places rather than confirm them straight away. Our Customer Care team will call you within two working days to make sure the holiday is right for you. No payment is taken until your booking is confirmed.</p>',
  ),
  block(
    'checkout.generalWarning',
    'Your booking will be reserved',
    `<p>We are unable to take payment online for this booking, so your places will be reserved and our team will contact you within one working day to complete it. If you would prefer to book now, call us on ${phoneLink}.</p>`,
  ),
  block(
    'checkout.bookingError',
    'Sorry, something went wrong',
    `<p>We could not complete your booking. Nothing has been charged to your card. Please try again, or call our reservations team on ${phoneLink} and quote the reference above; we will be happy to finish your booking over the phone.</p>`,
  ),
  block(
    'checkout.confirmation.reserved',
    'Your holiday is reserved',
    '<p>Thank you. Your places are held and no payment has been taken yet.</p>',
    {
      type: 'reserved',
      descriptionHtml: '<p>Thank you. Your places are held and no payment has been taken yet.</p>',
      nextStepsTitle: 'What happens next?',
      nextStepsDescriptionHtml: `<p>One of our Customer Care team will call you within two working days to go through your booking and take your deposit. If you have any questions in the meantime, call us on ${phoneLink}.</p>`,
      nextStepsLink: confirmationLink,
    },
  ),
  block(
    'checkout.confirmation.paid',
    'Your holiday is booked',
    '<p>Thank you for booking with {brandName}. Your holiday is paid in full and a confirmation email is on its way.</p>',
    {
      type: 'paid',
      descriptionHtml:
        '<p>Thank you for booking with {brandName}. Your holiday is paid in full and a confirmation email is on its way.</p>',
      nextStepsTitle: 'Getting ready to travel',
      nextStepsDescriptionHtml:
        '<p>Your travel documents, with final flight and transfer times, will be available in My Bookings about two weeks before departure. In the meantime you can add excursions, check visa requirements and tell us who to contact in an emergency.</p>',
      nextStepsLink: confirmationLink,
    },
  ),
  block(
    'checkout.confirmation.deposit',
    'Your holiday is booked',
    '<p>Thank you for booking with {brandName}. We have received your deposit and your places are confirmed.</p>',
    {
      type: 'deposit',
      descriptionHtml:
        '<p>Thank you for booking with {brandName}. We have received your deposit and your places are confirmed.</p>',
      nextStepsTitle: 'Paying your balance',
      nextStepsDescriptionHtml:
        '<p>The remaining balance is due twelve weeks before departure; we will email you a reminder. You can pay it at any time in My Bookings, where you can also add excursions and emergency contacts.</p>',
      nextStepsLink: { url: '/my-bookings', name: 'Go to My Bookings' },
    },
  ),
  block(
    'checkout.bookingFailedContact',
    'We could not complete your booking online',
    `<p>Sorry, we were unable to secure your rooms online. Our reservations team can usually find an alternative straight away: call us on ${phoneLink}, or leave your details below and we will call you back within one working day.</p>`,
    {
      submitLabel: 'Ask us to call you back',
      successTitle: 'Thank you, we will call you back',
      successHtml: `<p>Our reservations team will call you within one working day to finish your booking. If you would rather not wait, call us on ${phoneLink}.</p>`,
    },
    { data: { submitLabel: 'Call me back' } },
  ),

  // ------------------------------------------------------------------ Brochures
  block(
    'brochures.page',
    'Order a free brochure',
    '<p>Browse our latest brochures at home. Choose as many as you like and we will post them to you free of charge, or view them online straight away.</p>',
    {
      introductionHtml:
        '<p>Browse our latest brochures at home. Choose as many as you like and we will post them to you free of charge, or view them online straight away.</p>',
      formFillIntroductionHtml:
        '<p>Tell us where to send your brochures. They usually arrive within five working days.</p>',
      disclaimerHtml:
        '<p>Prices and departure dates in our brochures were correct at the time of printing. Please check the website or call us for the latest availability.</p>',
      countryDownloadWarning:
        'We can only post brochures to addresses in the UK, Ireland, the Channel Islands and the Isle of Man. From elsewhere, please view the brochure online.',
      brochurePrivacy:
        'We will use your details to send your brochures and, if you agree below, to tell you about holidays and offers. You can unsubscribe at any time.',
      privacyLinkMessage: 'Read how we look after your personal information in our',
      privacyPolicyLink: { url: '/privacy-policy', name: 'privacy policy', target: '_blank' },
      thankYouUrl: '/brochures/thank-you',
    },
    {
      bodyHtml:
        '<p>Curl up with our brochures and plan your next break. Pick as many as you like: we will post them free, or you can read them online now.</p>',
      data: {
        introductionHtml:
          '<p>Curl up with our brochures and plan your next break. Pick as many as you like: we will post them free, or you can read them online now.</p>',
      },
    },
  ),
  block(
    'brochures.thankYou',
    'Thank you for your request',
    '<p>Your brochures are on their way and should arrive within five working days. While you wait, why not browse our latest offers?</p>',
    { link: { url: '/offers/early-booking-offers', name: 'See our latest offers' } },
  ),

  // ------------------------------------------------------------------ Listing, departures, add-ons
  block(
    'listing.noResults',
    'No holidays match your search',
    `<p>Try removing a filter or searching for a different destination. Our travel experts know every tour personally and can help you find the right one: call us on ${phoneLink}.</p>`,
  ),
  block(
    'departures.apiUnavailable',
    'Departure dates are unavailable',
    `<p>We cannot show live dates and prices at the moment. Please try again in a few minutes, or call us on ${phoneLink} and we will check availability for you.</p>`,
  ),
  block(
    'departures.noResults',
    'No departures available',
    `<p>There are no dates currently on sale for this holiday. New departures are released regularly; call us on ${phoneLink} to register your interest.</p>`,
  ),
  block(
    'addons.list',
    'Tour extensions',
    '<p>Add a stopover or a few extra days to your holiday. Extensions can be added when you book.</p>',
    {
      descriptionHtml:
        '<p>Add a stopover or a few extra days to your holiday. Extensions can be added when you book.</p>',
      numberToShowOnPageLoad: 3,
      priceLabel: 'From',
      addAtCheckoutText: 'Add at checkout',
      readMoreText: 'Read more',
      readLessText: 'Read less',
      showMoreResultsText: 'Show more',
      showLessResultsText: 'Show less',
    },
  ),
  block(
    'excursions.list',
    'Optional excursions',
    '<p>Make more of your holiday with these optional excursions, which can be booked in advance.</p>',
    {
      descriptionHtml:
        '<p>Make more of your holiday with these optional excursions, which can be booked in advance.</p>',
      numberToShowOnPageLoad: 3,
      priceLabel: 'Per person',
      addAtCheckoutText: 'Add at checkout',
      readMoreText: 'Read more',
      readLessText: 'Read less',
      showMoreResultsText: 'Show more',
      showLessResultsText: 'Show less',
    },
  ),
  block(
    'tourPage.brochureLink',
    'Prefer to browse at home?',
    '<p>Order a free brochure with this holiday and many more, or view it online now.</p>',
    { link: { url: '/brochures', name: 'Order or download a brochure' } },
  ),

  // ------------------------------------------------------------------ Home and site chrome
  block(
    'home.hero',
    'Journeys worth talking about',
    null,
    {
      subtitle:
        'Escorted tours, river cruises and safaris in more than 60 countries, with expert guides and everything taken care of.',
      ctaText: 'Find your holiday',
      ctaUrl: '/tours',
    },
    {
      title: 'Relax, we will do the driving',
      data: {
        subtitle:
          'Coach holidays from a pick-up point near you, to the loveliest corners of Britain, Ireland and Europe.',
        ctaText: 'Browse our breaks',
        ctaUrl: '/tours',
      },
    },
  ),
  block(
    'home.heroSlides',
    null,
    null,
    {
      slides: [
        {
          title: 'Escorted tours in more than 60 countries',
          subtitle: 'River cruises, safaris and small-group journeys with expert guides.',
          ctaText: 'Find your holiday',
          ctaUrl: '/tours',
        },
        {
          title: 'Small groups, big experiences',
          subtitle: 'Expert tour managers and handpicked hotels in the heart of things.',
          ctaText: 'See our latest offers',
          ctaUrl: '/tours',
        },
        {
          title: 'Order a free brochure',
          subtitle: 'Browse our holidays at home, by post or online straight away.',
          ctaText: 'Get a brochure',
          ctaUrl: '/brochures',
        },
      ],
    },
    {
      data: {
        slides: [
          {
            title: 'Pick-up points near you',
            subtitle: 'Coach holidays that start close to home, with a friendly driver waiting.',
            ctaText: 'Browse our breaks',
            ctaUrl: '/tours',
          },
          {
            title: 'Hotels with dinner included',
            subtitle: 'The loveliest corners of Britain, Ireland and Europe, with no airports and no fuss.',
            ctaText: 'See our breaks',
            ctaUrl: '/tours',
          },
          {
            title: 'Order a free brochure',
            subtitle: 'Every break in one place, posted to you free of charge.',
            ctaText: 'Get a brochure',
            ctaUrl: '/brochures',
          },
        ],
      },
    },
  ),
  block('home.heroBanner', 'Free brochures, posted or online', null, {
    text: 'Order as many as you like, free of charge.',
    link: { url: '/brochures', name: 'Order a brochure' },
  }),
  block(
    'home.intro',
    'Why travel with {brandName}?',
    '<p>For more than thirty years we have been taking curious travellers to the world’s great places. Our tour managers are experts in their destinations, our hotels are chosen for character and location, and every holiday is protected, so all you have to do is enjoy it.</p><ul><li>Expert tour managers and local guides</li><li>Handpicked hotels in the heart of things</li><li>Flights, transfers and most sightseeing included</li><li>Financial protection on every booking</li></ul>',
    {},
    {
      bodyHtml:
        '<p>Our holidays start close to home, with a friendly driver and comfortable coach waiting at a pick-up point near you. We choose hotels you will look forward to returning to each evening, and include the visits that make a break special, so you can sit back and enjoy the view.</p><ul><li>Over 30 local pick-up points</li><li>Experienced drivers and tour managers</li><li>Hotels with dinner included</li><li>No airports, no fuss</li></ul>',
    },
  ),
  block(
    'site.openingTimes',
    'Opening times',
    '<ul><li>Monday to Friday: 9am to 8pm</li><li>Saturday: 9am to 5.30pm</li><li>Sunday: 10am to 4pm</li></ul>',
    { weekday: '9am to 8pm', saturday: '9am to 5.30pm', sunday: '10am to 4pm', phone: '{phone}' },
    {
      bodyHtml: '<ul><li>Monday to Friday: 9am to 6pm</li><li>Saturday: 9am to 4pm</li><li>Sunday: closed</li></ul>',
      data: { weekday: '9am to 6pm', saturday: '9am to 4pm', sunday: 'Closed', phone: '{phone}' },
    },
  ),
  block(
    'site.footer',
    null,
    '<p>{brandName} has been creating escorted tours, river cruises and safaris since 1992. Our flight-inclusive holidays are ATOL protected and we are members of ABTA.</p>',
    {
      about:
        '{brandName} has been creating escorted tours, river cruises and safaris since 1992. Our flight-inclusive holidays are ATOL protected and we are members of ABTA.',
      linkGroups: [
        {
          title: 'Holidays',
          links: [
            { name: 'All holidays', url: '/tours' },
            { name: 'Special offers', url: '/offers/early-booking-offers' },
            PRICE_LINKS,
            { name: 'Brochures', url: '/brochures' },
          ],
        },
        {
          title: 'Your booking',
          links: [
            { name: 'My bookings', url: '/my-bookings' },
            { name: 'My wishlist', url: '/wishlist' },
            { name: 'Booking conditions', url: '/booking-conditions' },
            { name: 'Travel insurance', url: '/travel-insurance' },
          ],
        },
        {
          title: 'About us',
          links: [
            { name: 'Contact us', url: '/contact-us' },
            { name: 'Privacy policy', url: '/privacy-policy' },
            { name: 'Cookie policy', url: '/cookie-policy' },
            { name: 'Accessibility', url: '/accessibility' },
          ],
        },
      ],
      legal:
        '© {year} {brandName} Ltd. Itinera demonstration site: the brand, its tours and prices are fictional and no real bookings are taken.',
    },
    {
      bodyHtml:
        '<p>{brandName} has been taking holidaymakers on relaxed coach tours since 1987, from pick-up points across England, Scotland and Wales. We are members of ABTA, and holidays with flights are ATOL protected.</p>',
      data: {
        about:
          '{brandName} has been taking holidaymakers on relaxed coach tours since 1987, from pick-up points across England, Scotland and Wales. We are members of ABTA, and holidays with flights are ATOL protected.',
      },
    },
  ),

  // ------------------------------------------------------------------ Account, wishlist, search
  block(
    'account.login',
    'Log in to My Bookings',
    '<p>View your holidays, pay your balance, add excursions and update passenger details.</p>',
    {
      submitLabel: 'Log in',
      links: [
        { url: '/forgot-password', name: 'Forgotten your password?' },
        { url: '/register', name: 'New here? Create an account' },
      ],
      error: {
        title: 'We could not log you in',
        descriptionHtml: '<p>The email address or password is not right. Please check them and try again.</p>',
      },
    },
  ),
  block(
    'account.register',
    'Create your account',
    '<p>Register with the email address you booked with to see all your holidays in one place.</p>',
    {
      submitLabel: 'Create account',
      links: [{ url: '/login', name: 'Already registered? Log in' }],
      error: {
        title: 'We could not create your account',
        descriptionHtml:
          '<p>Please check the form and try again. If you have registered before, you can reset your password.</p>',
      },
      successHtml: '<p>Your account is ready. You can now see your holidays in My Bookings.</p>',
    },
  ),
  block(
    'account.forgotPassword',
    'Reset your password',
    '<p>Enter the email address you registered with and we will send you a link to choose a new password.</p>',
    {
      submitLabel: 'Send reset link',
      successHtml:
        '<p>If an account exists for that address, a reset link is on its way. It expires in one hour; check your junk folder if it does not arrive.</p>',
      links: [{ url: '/login', name: 'Back to log in' }],
    },
  ),
  block(
    'account.resetPassword',
    'Choose a new password',
    '<p>Your new password must be at least 6 characters and include 1 upper case letter and 1 number.</p>',
    {
      submitLabel: 'Save new password',
      successHtml: '<p>Your password has been changed. You can now log in with your new password.</p>',
      expiredHtml: '<p>This reset link has expired or has already been used. Please request a new one.</p>',
      links: [{ url: '/login', name: 'Back to log in' }],
    },
  ),
  block(
    'account.myBookings',
    'My Bookings',
    '<p>Manage your upcoming holidays: pay your balance, add excursions and keep your passenger details up to date.</p>',
    {
      noBookingsHtml: `<p>We cannot find any bookings for your account. If you booked by phone, call us on ${phoneLink} and we will link your booking.</p>`,
      exploreLink: { url: '/tours', name: 'Find your next holiday' },
    },
  ),
  block(
    'account.bookingOverview',
    'Booking overview',
    `<p>Everything about your holiday in one place. If anything looks wrong, call us on ${phoneLink}.</p>`,
    { noPaymentsText: 'No payments have been made yet.' },
  ),
  block(
    'account.myDetails',
    'My details',
    '<p>Keep your contact details and address up to date so we can reach you about your holidays.</p>',
    { submitLabel: 'Save my details', successMessage: 'Your details have been saved.' },
  ),
  block(
    'account.passengerDetails',
    'Passengers and emergency contacts',
    '<p>Give each traveller up to two people we can contact in an emergency while you are away.</p>',
    {
      emergencyContactsHtml:
        '<p>An emergency contact should be someone who is not travelling with you. Only contacts with a first name are saved.</p>',
      submitLabel: 'Save emergency contacts',
      successMessage: 'Emergency contacts saved.',
    },
  ),
  block(
    'account.excursions',
    'Excursions',
    '<p>Add or remove excursions for each traveller until 10 days before you depart. Your balance is updated straight away.</p>',
    {
      noExcursionsHtml: '<p>There are no excursions for this holiday.</p>',
      submitLabel: 'Save excursions',
      successMessage: 'Your excursions have been updated.',
    },
  ),
  block(
    'account.visas',
    'Visas',
    `<p>The visas your travellers may need for this holiday. Call us on ${phoneLink} if you would like us to arrange one.</p>`,
    { noVisasHtml: '<p>No visas are needed for this holiday.</p>' },
  ),
  block(
    'account.payment',
    'Make a payment',
    '<p>Pay some or all of your balance by card. You can pay any amount from £1, as long as at least £1 is left to pay or the balance is cleared.</p>',
    {
      submitLabel: 'Continue to card details',
      successMessage: 'Thank you. Your payment has been received and a receipt is on its way by e-mail.',
      paidInFullHtml: '<p>Your holiday is paid in full. Thank you.</p>',
    },
  ),
  block(
    'account.verifyEmail',
    'Confirm your e-mail address',
    '<p>We use your e-mail address to find the holidays you have booked with us.</p>',
    {
      successHtml: '<p>Thank you, your e-mail address is confirmed.</p>',
      expiredHtml:
        '<p>This link has expired or has already been used. Log in and ask for a new one from My bookings.</p>',
      noticeHtml:
        '<p>Please confirm your e-mail address using the link we sent you. Holidays you booked without logging in appear here once it is confirmed.</p>',
      resendLabel: 'Send the link again',
      sentMessage: 'We have sent a new link to',
    },
  ),
  block(
    'wishlist.page',
    'My wishlist',
    '<p>Keep track of the holidays you love. Your wishlist is saved on this device, so there is no need to log in.</p>',
    {
      emptyHtml: '<p>Your wishlist is empty. Tap the heart on any holiday to save it here.</p>',
      loadMoreText: 'Load more',
    },
  ),
  block('search.page', 'Search results', '<p>Search by destination, tour name or tour code.</p>', {
    placeholder: 'Where would you like to go?',
    buttonText: 'Search',
    emptyHtml: '<p>Enter a destination, a holiday name or a tour code to start searching.</p>',
  }),
  ...INFO_PAGE_BLOCKS,
]

/** Every content key the seed writes, for tests and for pages that want to check what exists. */
export const CONTENT_BLOCK_KEYS: string[] = CONTENT_BLOCKS.map((b) => b.key)

function substitute(value: unknown, replacements: Record<string, string>): unknown {
  if (typeof value === 'string')
    return value.replace(/\{(\w+)\}/g, (match, name: string) => replacements[name] ?? match)
  if (Array.isArray(value)) return value.map((item) => substitute(item, replacements))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, replacements)]))
  }
  return value
}

/** The blocks for one brand: the coach variant applied when the brand is the coach brand, placeholders filled in. */
export function contentBlocksForBrand(brand: BrandCopy): ContentBlockSeed[] {
  const replacements = {
    brandName: brand.brandName,
    phone: brand.phone,
    phoneHref: `tel:${brand.phone.replace(/\s+/g, '')}`,
    email: brand.email,
    year: String(brand.year),
  }
  return CONTENT_BLOCKS.map((definition) => {
    const variant = brand.isCoach ? definition.coach : undefined
    const title = variant && 'title' in variant ? (variant.title ?? null) : definition.title
    const bodyHtml = variant && 'bodyHtml' in variant ? (variant.bodyHtml ?? null) : definition.bodyHtml
    const data: Record<string, unknown> = { ...definition.data, ...(variant?.data ?? {}) }
    // Keep the spec-named copies of the main HTML in step with a coach variant's bodyHtml.
    if (variant?.bodyHtml !== undefined) {
      for (const name of ['descriptionHtml', 'introductionHtml']) {
        if (name in definition.data && !(variant.data && name in variant.data)) data[name] = variant.bodyHtml
      }
    }
    if (Array.isArray(data.linkGroups)) {
      data.linkGroups = (data.linkGroups as { title: string; links: { name: string; url: string }[] }[]).map(
        (group) => ({
          ...group,
          links: group.links.flatMap((link) => (link === PRICE_LINKS ? brand.priceLinks : [link])),
        }),
      )
    }
    return {
      key: definition.key,
      title: substitute(title, replacements) as string | null,
      bodyHtml: substitute(bodyHtml, replacements) as string | null,
      data: substitute(data, replacements) as Record<string, unknown>,
    }
  })
}
