import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/*
 * Typed table interfaces for the whole domain. Property names are camelCase; the database columns are
 * snake_case (Kysely's CamelCasePlugin maps between them). Conventions shared by both dialects:
 * - money is integer minor units (`...Minor`), always with a `currency` nearby;
 * - flags are integers 0/1 (SQLite has no boolean and better-sqlite3 refuses JS booleans), read with `asBool`;
 * - calendar dates are 'YYYY-MM-DD' text, instants are ISO-8601 UTC text, so ordering and equality behave the
 *   same on SQLite and PostgreSQL;
 * - lists that are only ever read whole (address lines) are JSON text.
 */

type Id = Generated<number>
/** 0 or 1. */
export type Flag = number
/** 'YYYY-MM-DD'. */
export type CalendarDate = string
/** ISO-8601 UTC instant. */
export type Instant = string
type CreatedAt = ColumnType<Instant, Instant | undefined, never>

export interface BrandTable {
  /** 'meridian' | 'cavendish' */
  id: string
  name: string
  /** The brand enumeration exposed to pages as brandNameFormatted. */
  nameFormatted: string
  isCoach: Flag
  phone: string
  email: string
  marketingFormId: number
  /** Default market for this brand's main host. */
  defaultMarket: string
}

export interface MarketTable {
  /** 'GB' | 'CA' */
  code: string
  name: string
  currency: string
  cultureCode: string
}

/** Every text the spec says comes "from page data", per brand; `key` is a dotted path such as 'checkout.addons'. */
export interface ContentBlockTable {
  id: Id
  brandId: string
  key: string
  title: string | null
  bodyHtml: string | null
  /** Extra structured fields (links, labels, button texts) as JSON. */
  dataJson: string | null
}

export interface ContinentTable {
  id: Id
  code: string
  name: string
  slug: string
  description: string
  sortOrder: number
}

export interface CountryTable {
  id: Id
  continentId: number
  isoCode: string
  name: string
  slug: string
  description: string
}

export interface TravelTypeTable {
  id: Id
  code: string
  name: string
  slug: string
  description: string
}

export interface TagTable {
  id: Id
  code: string
  name: string
  slug: string
  /** 'offer' | 'theme' */
  kind: string
}

/**
 * A listing page: the id is the spec's ParentId. Continent and country pages list their child tours; tag pages
 * list a tag's tours; the search page lists site-search results; a price page lists tours under a threshold.
 */
export interface ListingPageTable {
  id: Id
  brandId: string
  /** 'all' | 'continent' | 'country' | 'tag' | 'search' | 'price' | 'wishlist' */
  kind: string
  path: string
  title: string
  introHtml: string | null
  continentId: number | null
  countryId: number | null
  tagId: number | null
  thresholdPriceMinor: number | null
  /** Component settings as JSON: { start, step, showFilters }. */
  settingsJson: string | null
  metaDescription: string | null
  // 0022-listing-page-market:
  /** The one market of the brand this page shows on (a price band in that market's currency); null: every market. */
  marketCode: string | null
}

export interface TourTable {
  id: Id
  brandId: string
  marketCode: string
  code: string
  slug: string
  name: string
  description: string
  overviewHtml: string
  accommodationHtml: string
  offerText: string | null
  durationDays: number
  currency: string
  /** Lowest bookable departure price, kept in step with departures by the catalogue writer. */
  fromPriceMinor: number | null
  wasPriceMinor: number | null
  mapUrl: string | null
  mapName: string | null
  /** The listing page this tour sits under (its country page). */
  parentPageId: number | null
  primaryContinentId: number
  primaryCountryId: number
  /** Artwork scene for the generated images. */
  scene: string
  /** Flattened searchable text (name, countries, continent, travel types, description, code). */
  searchText: string
  /** Recommended order (lower first). */
  rank: number
  published: Flag
  createdAt: CreatedAt
  // 0014-tour-seo:
  /** The tour page's <title> when staff set one (else "<tour> | <brand>"). */
  seoTitle: string | null
  /** The tour page's meta description when staff set one (else one made from the description). */
  seoDescription: string | null
}

export interface TourCountryTable {
  tourId: number
  countryId: number
  position: number
}

export interface TourTravelTypeTable {
  tourId: number
  travelTypeId: number
}

export interface TourTagTable {
  tourId: number
  tagId: number
}

export interface TourImageTable {
  id: Id
  tourId: number
  /** 0 is the hero image; 1.. the gallery. */
  position: number
  altText: string
  smallUrl: string
  mediumUrl: string
  largeUrl: string
}

export interface ItineraryDayTable {
  id: Id
  tourId: number
  dayNumber: number
  title: string
  descriptionHtml: string
  location: string
  meals: string | null
}

export interface AccommodationTable {
  id: Id
  tourId: number
  position: number
  name: string
  location: string
  nights: number
  descriptionHtml: string
  rating: number | null
}

export interface HighlightTable {
  id: Id
  tourId: number
  position: number
  text: string
}

export interface TransportTypeTable {
  id: Id
  /** 'FLIGHT' | 'COACH' | 'RAIL' | 'SELF' */
  code: string
  name: string
  /** The query-parameter name used by the transport type's departures URL: 'airport' | 'pickup' | 'station'. */
  locationType: string
  locationLabel: string
}

export interface DeparturePointTable {
  id: Id
  transportTypeId: number
  /** IATA code for airports, a short code for coach pick-up points and stations. */
  code: string
  name: string
  town: string
}

export interface TourTransportTypeTable {
  tourId: number
  transportTypeId: number
  enabled: Flag
  position: number
}

export interface DepartureTable {
  id: Id
  tourId: number
  transportTypeId: number
  departurePointId: number | null
  /** Booking-system code of the departure, e.g. 'MJ1042-260514-LHR'. */
  code: string
  /** The transport code the checkout carries (departureTransportCode). */
  transportCode: string
  /** Flight-inclusive / land-only marker carried through the checkout. */
  filo: string
  startDate: CalendarDate
  endDate: CalendarDate
  durationDays: number
  currency: string
  priceMinor: number
  wasPriceMinor: number | null
  depositMinor: number
  /** 'Available' | 'Limited' | 'Sold out' */
  status: string
  capacity: number
  seatsSold: number
  open: Flag
}

/** One leg of a departure's travel: a flight (isFlight 1) or a no-flight entry (location and date). */
export interface DepartureLegTable {
  id: Id
  departureId: number
  /** 'out' | 'return' */
  direction: string
  sequence: number
  isFlight: Flag
  carrierCode: string | null
  carrierName: string | null
  instanceCode: string | null
  departureAirportCode: string | null
  departureAirportName: string | null
  arrivalAirportCode: string | null
  arrivalAirportName: string | null
  /** Local 'YYYY-MM-DDTHH:mm' at the departure airport. */
  departureTime: string | null
  arrivalTime: string | null
  location: string | null
  date: CalendarDate | null
}

export interface RoomTable {
  id: Id
  departureId: number
  code: string
  name: string
  occupancy: number
  pricePerPersonMinor: number
  supplementMinor: number
  allocation: number
  sold: number
}

export interface ExcursionTable {
  id: Id
  tourId: number
  code: string
  name: string
  description: string
  imageUrl: string
  priceMinor: number
  currency: string
  dayNumber: number | null
}

/** A tour extension offered with a tour. */
export interface AddonTable {
  id: Id
  tourId: number
  code: string
  name: string
  description: string
  imageUrl: string
  durationDays: number
  position: number
}

/** An add-on's own departure, attached to one departure of the main tour. */
export interface AddonDepartureTable {
  id: Id
  addonId: number
  departureId: number
  transportCode: string
  startDate: CalendarDate
  priceMinor: number
  currency: string
}

export interface VisaTable {
  id: Id
  countryId: number
  name: string
  description: string
  priceMinor: number
  currency: string
}

export interface DonationTable {
  id: Id
  brandId: string
  code: string
  name: string
  description: string
  imageUrl: string
  priceMinor: number
  currency: string
  /** 'PerPerson' | 'PerBooking' */
  allocationType: string
  active: Flag
}

export interface CardTypeTable {
  id: Id
  code: string
  name: string
  active: Flag
}

export interface BrochureTable {
  id: Id
  brandId: string
  uniqueId: string
  code: string
  name: string
  description: string
  imageUrl: string
  continentId: number | null
  canPost: Flag
  canDownload: Flag
  position: number
}

export interface BrochureFileTable {
  brochureId: number
  contentType: string
  fileName: string
  content: Buffer
  pageCount: number
  byteSize: number
  createdAt: CreatedAt
}

export interface CustomerTable {
  id: Id
  brandId: string
  /** Stored trimmed and lowercased; unique per brand (also as lower(email), migration 0004). */
  email: string
  passwordHash: string
  clientId: string
  title: string | null
  firstName: string | null
  lastName: string | null
  mobilePhone: string | null
  homePhone: string | null
  dateOfBirth: CalendarDate | null
  sex: string | null
  addressLinesJson: string | null
  town: string | null
  county: string | null
  country: string | null
  postCode: string | null
  marketingEmail: Flag
  marketingMail: Flag
  createdAt: CreatedAt
  // 0010-account:
  /** When the customer proved their e-mail address (the verification link); null until then. */
  emailVerifiedAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>
}

/** An e-mail verification link (migration 0010): only the token's SHA-256 is stored; 48 hours, single use. */
export interface EmailVerificationTable {
  id: Id
  customerId: number
  tokenHash: string
  /** The address the link was sent to: using it proves this address only. */
  email: string
  expiresAt: Instant
  usedAt: Instant | null
  createdAt: CreatedAt
}

/**
 * A browser session (migration 0004, docs/decisions/0016-sign-in-sessions-and-passwords.md). The cookie holds an
 * opaque token; only its SHA-256 is stored. `id` is a random id that never leaves the server and stays the same
 * when the token is rotated at sign-in, so what belongs to the session (a quote's sessionId) survives logging in.
 */
export interface SessionTable {
  id: string
  /** SHA-256 hex of the cookie token. */
  tokenHash: string
  /** Null for an anonymous session. */
  customerId: number | null
  brandId: string
  createdAt: CreatedAt
  /** When a customer last proved their password on this session. */
  authenticatedAt: Instant | null
  /** Idle expiry is counted from here; updated at most once a minute. */
  lastSeenAt: Instant
  /** Absolute expiry. */
  expiresAt: Instant
  userAgent: string | null
}

export interface PasswordResetTable {
  id: Id
  customerId: number
  /** SHA-256 hex of the token in the e-mailed link; the token itself is never stored. */
  tokenHash: string
  expiresAt: Instant
  usedAt: Instant | null
  createdAt: CreatedAt
}

export interface QuoteTable {
  id: Id
  brandId: string
  sessionId: string | null
  customerId: number | null
  departureId: number
  cultureCode: string
  currency: string
  filo: string
  initialTourCode: string
  tourCode: string
  departureTransportCode: string
  subtotalMinor: number
  donationId: number | null
  takeFinalBalance: Flag
  transactionId: string | null
  /** 'open' | 'booked' | 'expired' */
  status: string
  createdAt: CreatedAt
  updatedAt: Instant
  // 0008-bookings:
  /** The amount option chosen at the payment submit: 'Full Balance' | 'Deposit Only'. */
  paymentOption: ColumnType<string | null, string | null | undefined, string | null>
  // 0028-checkout-recovery:
  /** When the passenger details step was last saved; the saved-checkout e-mail is planned from it (issue 27). */
  passengerDetailsAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>
  // 0033-phone-bookings:
  /** The member of staff building this quote on the phone (ADR 0059); null for the web checkout's. */
  agentStaffId: ColumnType<number | null, number | null | undefined, number | null>
  /** A phone quote's discount, minor units, taken off the subtotal before payment (ADR 0059). */
  discountMinor: ColumnType<number, number | undefined, number>
  discountReason: ColumnType<string | null, string | null | undefined, string | null>
}

export interface QuoteRoomTable {
  id: Id
  quoteId: number
  roomId: number
  position: number
  occupancy: number
  pricePerPersonMinor: number
  supplementMinor: number
  /** The browser's key of this room (two rooms of one type are two rooms); null for rows written before 0005. */
  roomKey: string | null
}

/** Passenger columns shared by quotes and bookings. */
interface PassengerColumns {
  id: Id
  position: number
  isLead: Flag
  title: string | null
  firstName: string
  lastName: string
  otherNames: string | null
  email: string | null
  mobilePhone: string | null
  homePhone: string | null
  dateOfBirth: CalendarDate | null
  sex: string | null
  addressLinesJson: string | null
  town: string | null
  county: string | null
  country: string | null
  postCode: string | null
  addressVerified: Flag
  mobilityLimitations: Flag
  mobilityDetails: string | null
  dietaryRequests: Flag
  dietaryRequirements: string | null
  termsAndConditions: Flag
  marketingMail: Flag
  marketingEmail: Flag
  donated: Flag
}

export interface QuotePassengerTable extends PassengerColumns {
  quoteId: number
  quoteRoomId: number | null
  /** The browser's key of this passenger, echoed back so the page can match its forms to the server's ids. */
  passengerKey: string | null
}

/**
 * Places a quote holds on a departure, one row per room type (migration 0005, checkout inventory ADR). A hold counts
 * against availability only while `expiresAt` is later than now; expired rows are deleted by a periodic sweep.
 */
export interface InventoryHoldTable {
  id: Id
  quoteId: number
  departureId: number
  roomId: number
  /** Rooms of this type held. */
  rooms: number
  /** Seats on the departure held: rooms × the room type's occupancy. */
  places: number
  expiresAt: Instant
  createdAt: CreatedAt
}

export interface QuoteExcursionTable {
  quoteId: number
  excursionId: number
  passengerId: number
}

export interface QuoteVisaTable {
  quoteId: number
  passengerId: number
  visaId: number
}

export interface QuoteDonationTable {
  id: Id
  quoteId: number
  donationId: number
  /** Null for a per-booking donation. */
  passengerId: number | null
  amountMinor: number
}

export interface QuoteAddonTable {
  quoteId: number
  addonDepartureId: number
}

export interface BookingTable {
  id: Id
  reference: string
  brandId: string
  quoteId: number
  customerId: number | null
  departureId: number
  tourCode: string
  tourName: string
  /** 'reserved' | 'paid' | 'deposit' */
  type: string
  currency: string
  cultureCode: string
  totalMinor: number
  amountPaidMinor: number
  depositMinor: number
  balanceDueDate: CalendarDate | null
  createdAt: CreatedAt
  // 0008-bookings:
  /** The browser session that made the booking. */
  sessionId: string | null
  // 0012-booking-admin:
  /** 'confirmed' | 'cancelled' */
  status: ColumnType<string, string | undefined, string>
  cancelledAt: Instant | null
  // 0032-reservation-deadlines:
  /** A reservation's payment deadline ('YYYY-MM-DD'): unpaid by then, it is released the next morning. */
  paymentDeadline: ColumnType<string | null, string | null | undefined, string | null>
  // 0033-phone-bookings:
  /** Where the booking was sold: 'web' | 'phone' (ADR 0059). */
  source: ColumnType<string, string | undefined, string>
  /** The member of staff who took a phone booking. */
  agentStaffId: ColumnType<number | null, number | null | undefined, number | null>
}

export interface BookingRoomTable {
  id: Id
  bookingId: number
  roomId: number
  name: string
  occupancy: number
  pricePerPersonMinor: number
  supplementMinor: number
}

export interface BookingPassengerTable extends PassengerColumns {
  bookingId: number
  bookingRoomId: number | null
}

export interface EmergencyContactTable {
  id: Id
  bookingPassengerId: number
  firstName: string
  lastName: string
  email: string | null
  mobileNumber: string | null
  phoneNumber: string | null
  phoneNumber2: string | null
  relationship: string | null
  addressJson: string | null
  // 0010-account:
  /** The contact's address as one line of text. */
  address: ColumnType<string | null, string | null | undefined, string | null>
}

export interface BookingExcursionTable {
  bookingId: number
  excursionId: number
  passengerId: number
  priceMinor: number
}

export interface BookingVisaTable {
  bookingId: number
  passengerId: number
  visaId: number
  priceMinor: number
}

export interface BookingDonationTable {
  id: Id
  bookingId: number
  donationId: number
  passengerId: number | null
  amountMinor: number
}

export interface PaymentTable {
  id: Id
  bookingId: number
  transactionId: string
  amountMinor: number
  currency: string
  cardTypeId: number | null
  /** 'Deposit Only' | 'Full Payment' | 'Balance' */
  paymentType: string
  createdAt: CreatedAt
  // 0012-booking-admin:
  /** 'card' | 'bank transfer' | 'cheque' | 'card by phone' | 'refund' */
  method: ColumnType<string, string | undefined, string>
  reference: ColumnType<string | null, string | null | undefined, string | null>
  staffId: ColumnType<number | null, number | null | undefined, number | null>
}

/** A staff note on a booking (migration 0012). */
export interface BookingNoteTable {
  id: Id
  bookingId: number
  staffId: number | null
  body: string
  createdAt: CreatedAt
}

/** One refund form's idempotency key (migration 0012): written before the provider is asked. */
export interface AdminRefundTable {
  idempotencyKey: string
  bookingId: number
  transactionId: string
  amountMinor: number
  refundTransactionId: string | null
  createdAt: CreatedAt
}

/** An append-only line of a booking's ledger (migration 0020; app/features/ledger). */
export interface BookingLedgerLineTable {
  id: Id
  bookingId: number
  /** app/features/ledger LEDGER_LINE_KINDS: 'sale-item' | 'discount' | 'goodwill-credit' | 'cancellation-fee' | … */
  kind: string
  description: string
  /** Signed minor units: + charges the customer, − gives back. */
  amountMinor: number
  currency: string
  reason: string | null
  /** 'staff' | 'customer' | 'system' */
  actor: ColumnType<string, string | undefined, string>
  staffId: number | null
  /** The payment or refund this line belongs to (a goodwill credit's refund), if any. */
  paymentId: number | null
  createdAt: ColumnType<Instant, Instant | undefined, never>
}

/** A brand's cancellation policy and approval limit (migration 0020); no row = the ledger feature's defaults. */
export interface BrandMoneySettingsTable {
  brandId: string
  /** JSON: { bands: [{ fromDays, charge: { kind: 'deposit' } | { kind: 'percent', percent } }] } */
  cancellationPolicy: string
  approvalLimitMinor: number
  updatedAt: ColumnType<Instant, Instant | undefined, Instant>
  updatedBy: number | null
  // 0027-reminder-settings-and-pay-links:
  /** JSON array of days before the balance's due date a reminder goes; null: the default (28, 14, 3). */
  reminderDaysBefore: ColumnType<string | null, string | null | undefined, string | null>
  /** Days overdue after which an unpaid booking is cancelled under the policy; null: staff decide. */
  overdueCancelAfterDays: ColumnType<number | null, number | null | undefined, number | null>
  // 0029-account-wishlist-and-alerts:
  /** Places left at or below which a departure is "few places left" in wishlist alerts; null: the default (5). */
  wishlistFewPlaces: ColumnType<number | null, number | null | undefined, number | null>
  // 0034-amendment-fee:
  /** The fee of each amendment staff make (minor units); null: the default (£25 / C$25). */
  amendmentFeeMinor: ColumnType<number | null, number | null | undefined, number | null>
}

/** A guest booker's one-time link to pay one booking's balance (migration 0027, issue 27); the token is stored hashed. */
export interface BalancePayLinkTable {
  id: Id
  bookingId: number
  /** SHA-256 of the token, hex. */
  tokenHash: string
  expiresAt: Instant
  /** When a payment was made with it; it pays nothing more after that. */
  usedAt: Instant | null
  createdAt: CreatedAt
}

/** A booker without an account, per brand and lead e-mail (migration 0031, issue 26); merged into the account that claims their bookings. */
export interface GuestBookerTable {
  id: Id
  brandId: string
  /** Lower-cased and trimmed: the key with the brand. */
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  marketingEmail: Flag
  marketingMail: Flag
  /** The account that claimed this guest's bookings (registered and verified the address); null while a guest. */
  customerId: number | null
  firstBookedAt: ColumnType<Instant, Instant | undefined, Instant>
  lastBookedAt: ColumnType<Instant, Instant | undefined, Instant>
}

/** A staff note on a customer: an account's or a guest booker's (migration 0031, issue 26). */
export interface CustomerNoteTable {
  id: Id
  brandId: string
  customerId: number | null
  guestBookerId: number | null
  staffId: number | null
  body: string
  createdAt: CreatedAt
}

/** The link of a saved-checkout e-mail, restoring its quote on any device (migration 0028, issue 27; ADR 0055). */
export interface CheckoutRecoveryLinkTable {
  id: Id
  quoteId: number
  /** SHA-256 of the token, hex; the token itself is never stored. */
  tokenHash: string
  expiresAt: Instant
  createdAt: CreatedAt
}

/** A sales agent's refund or cancellation above the approval limit, for an administrator (migration 0020). */
export interface MoneyApprovalTable {
  id: Id
  bookingId: number
  brandId: string
  /** 'refund' | 'goodwill-refund' | 'cancel' */
  kind: string
  amountMinor: number
  currency: string
  /** JSON: the form as submitted, replayed when approved. */
  request: string
  reason: string
  requestedBy: number | null
  requestedAt: ColumnType<Instant, Instant | undefined, never>
  /** 'pending' | 'approved' | 'rejected' */
  status: ColumnType<string, string | undefined, string>
  decidedBy: number | null
  decidedAt: Instant | null
  decisionNote: string | null
}

export interface PaymentTransactionTable {
  /** The transactionId the card frame posts back. */
  id: string
  /** 'checkout' | 'account' */
  purpose: string
  quoteId: number | null
  bookingId: number | null
  amountMinor: number
  currency: string
  cardTypeId: number | null
  /** 'created' | 'pending' | 'approved' | 'declined' | 'error' | 'voided' | 'refunded' (app/features/payments) */
  status: string
  cardLast4: string | null
  provider: string
  providerReference: string | null
  message: string | null
  createdAt: CreatedAt
  updatedAt: Instant
  // 0007-payment-sandbox:
  /** The browser session that created it (the checkout's session), if any. */
  sessionId: string | null
  brandId: string | null
  /** The same-origin path the hosted card page sends the frame to, with ?transactionId=. */
  returnUrl: string | null
  description: string | null
  /** Reads of a 'pending' sandbox payment (the pending test card is approved after two). */
  statusReads: ColumnType<number, number | undefined, number>
  /** null | 'challenge' (3-D Secure page waiting) | 'passed' | 'failed' */
  threeDsState: string | null
  /** A refund row: the id of the approved transaction it refunds. */
  refundOf: string | null
  /** On an original: the total refunded so far (minor units). */
  refundedMinor: ColumnType<number, number | undefined, number>
  completedAt: Instant | null
}

export interface BrochureRequestTable {
  id: Id
  brandId: string
  title: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string | null
  addressLinesJson: string
  town: string
  county: string | null
  country: string
  postCode: string
  addressVerified: Flag
  marketingEmail: Flag
  marketingMail: Flag
  utmSource: string | null
  utmMedium: string | null
  dateOrdered: Instant
  exportedAt: Instant | null
  createdAt: CreatedAt
  // 0013-brochure-fulfilment:
  /** When staff marked the request fulfilled (posted); the first time counts. */
  fulfilledAt: Instant | null
}

export interface BrochureRequestItemTable {
  requestId: number
  brochureId: number
}

export interface MarketingLeadTable {
  id: Id
  brandId: string
  formId: number
  brochureId: number | null
  country: string | null
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  referral: string | null
  inquirySubcategory: string | null
  createdAt: CreatedAt
}

/**
 * An enquiry from the booking-failed contact form (checkout §8): the checkout could not take the rooms, the traveller
 * asks to be called back. `quoteId` only when the quote is the enquiring session's own; `reportedQuoteId` as sent.
 */
export interface BookingEnquiryTable {
  id: Id
  brandId: string
  quoteId: number | null
  reportedQuoteId: number | null
  firstName: string
  lastName: string
  email: string
  telephone: string
  message: string | null
  tourName: string | null
  departureDate: string | null
  handledAt: Instant | null
  createdAt: CreatedAt
}

/** A newsletter sign-up from the footer (discovery §7 `newsletter_subscribe`): one per brand and lowercased address. */
export interface NewsletterSignupTable {
  id: Id
  brandId: string
  email: string
  sourcePath: string | null
  /** 'footer' | 'checkout': the form the sign-up came from. */
  source: ColumnType<string, string | undefined, string>
  /** The wording the person agreed to, kept with the record of consent (null before it was recorded). */
  consentText: string | null
  unsubscribedAt: Instant | null
  createdAt: CreatedAt
}

export interface EmailOutboxTable {
  id: Id
  brandId: string
  kind: string
  toAddress: string
  subject: string
  textBody: string
  htmlBody: string | null
  sentAt: Instant | null
  error: string | null
  createdAt: CreatedAt
  // 0015-outbox-claims:
  /** When a delivery pass claimed the row (error 'sending'); null otherwise. Older than the lease: claimed again. */
  claimedAt: Instant | null
  // 0021-outbox-sealed-credentials:
  /** A reset or verification link's token, AES-GCM-sealed under SESSION_SECRET; null once sent or when none. */
  sealedCredentials: string | null
}

/** A timed job (migration 0025, issue 27): run once by whichever process claims it when due (app/features/scheduler). */
export interface ScheduledJobTable {
  id: Id
  /** What the job does: 'balance-reminder'. */
  kind: string
  /** Unique: planning the same job again is a no-op ('balance-reminder:42:2027-03-01:28'). */
  idempotencyKey: string
  brandId: string | null
  /** JSON: the job's own facts. */
  payload: ColumnType<string, string | undefined, string>
  /** 'pending' | 'running' | 'done' | 'failed' | 'cancelled' */
  state: ColumnType<string, string | undefined, string>
  /** When it may run (after a failure: when it is tried again). */
  dueAt: Instant
  attempts: ColumnType<number, number | undefined, number>
  maxAttempts: ColumnType<number, number | undefined, number>
  /** The running claim's start; a claim older than the lease is taken again. */
  claimedAt: Instant | null
  /** Which process holds the claim (for the back office). */
  claimedBy: string | null
  /** What a finished job did ('sent', 'skipped: paid in full'). */
  outcome: string | null
  lastError: string | null
  createdAt: CreatedAt
  finishedAt: Instant | null
}

/** One traveller on a departure's waitlist (migration 0026, issue 27; app/features/waitlist). */
export interface WaitlistEntryTable {
  id: Id
  brandId: string
  departureId: number
  email: string
  travellers: number
  /** The room type asked for, or null for any. */
  roomId: number | null
  /** 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left' | 'removed' */
  state: ColumnType<string, string | undefined, string>
  /** SHA-256 of the one-click leave link's token. */
  leaveTokenHash: string
  /** SHA-256 of the current offer link's token. */
  offerTokenHash: string | null
  /** The quote whose holds keep the offered places. */
  offerQuoteId: number | null
  offersSent: ColumnType<number, number | undefined, number>
  offeredAt: Instant | null
  offerExpiresAt: Instant | null
  createdAt: CreatedAt
  updatedAt: ColumnType<string, string | undefined, string>
}

/** A signed-in customer's saved tour and its alerts (migration 0029, issue 27; app/features/wishlist). */
export interface WishlistItemTable {
  id: Id
  brandId: string
  customerId: number
  /** Upper-case tour code, as the wishlist cookie keeps it. */
  tourCode: string
  /** 1: the customer asked for price-drop and few-places e-mails about this tour. */
  alertsOn: ColumnType<number, number | undefined, number>
  /** JSON { [departureId]: { price, few } }: what alerts were switched on with, or the last alert saw. */
  alertBaseline: ColumnType<string | null, string | null | undefined, string | null>
  lastAlertAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>
  alertsSent: ColumnType<number, number | undefined, number>
  /** SHA-256 of the alerts' unsubscribe link's token (an HMAC of the item, so every alert carries the same link). */
  unsubscribeTokenHash: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: CreatedAt
  updatedAt: ColumnType<string, string | undefined, string>
}

/** Fixed-window counters shared by every process (rate limits must hold across a load balancer). */
export interface RateLimitTable {
  key: string
  windowStart: number
  count: number
}

/** A member of the operator's staff (migration 0011, issue 14): a principal of its own, never a customer. */
export interface StaffTable {
  id: Id
  /** Trimmed and lowercased; unique. */
  email: string
  name: string
  passwordHash: string
  /** 'administrator' | 'sales_agent' | 'content_editor' (app/features/back-office/staff/permissions.ts) */
  role: string
  /** The TOTP secret as AES-256-GCM ciphertext; null until enrolment starts. */
  totpSecret: string | null
  /** When the enrolment was confirmed with a code; null until then. */
  totpEnabledAt: Instant | null
  /** The last TOTP time step a code was accepted for (bigint: a string on PostgreSQL). */
  totpLastStep: ColumnType<string | number | null, number | null | undefined, number | null>
  disabledAt: Instant | null
  createdAt: CreatedAt
  // 0016-staff-password-change-required:
  /** 1 while the password is one an administrator set (creation, reset): only /admin/account opens until changed. */
  passwordChangeRequired: ColumnType<Flag, Flag | undefined, Flag>
  // 0017-staff-password-expiry:
  /** When a password an administrator set stops working, if not replaced; null for one the member chose (ADR 0034). */
  passwordExpiresAt: ColumnType<Instant | null, Instant | null | undefined, Instant | null>
}

/** A staff member's signed-in browser (migration 0011): only the token's SHA-256 is stored. */
export interface StaffSessionTable {
  id: string
  tokenHash: string
  staffId: number
  createdAt: CreatedAt
  /** When this sign-in's TOTP code was accepted; null while only the password has been given. */
  secondFactorAt: Instant | null
  lastSeenAt: Instant
  expiresAt: Instant
  userAgent: string | null
}

/** Who changed what and when (migration 0011): one row per staff write, in the write's own transaction. */
export interface AuditLogTable {
  id: Id
  staffId: number | null
  brandId: string | null
  action: string
  entity: string
  entityId: string | null
  beforeJson: string | null
  afterJson: string | null
  createdAt: CreatedAt
}

export interface Database {
  brands: BrandTable
  markets: MarketTable
  contentBlocks: ContentBlockTable
  continents: ContinentTable
  countries: CountryTable
  travelTypes: TravelTypeTable
  tags: TagTable
  listingPages: ListingPageTable
  tours: TourTable
  tourCountries: TourCountryTable
  tourTravelTypes: TourTravelTypeTable
  tourTags: TourTagTable
  tourImages: TourImageTable
  itineraryDays: ItineraryDayTable
  accommodations: AccommodationTable
  highlights: HighlightTable
  transportTypes: TransportTypeTable
  departurePoints: DeparturePointTable
  tourTransportTypes: TourTransportTypeTable
  departures: DepartureTable
  departureLegs: DepartureLegTable
  rooms: RoomTable
  excursions: ExcursionTable
  addons: AddonTable
  addonDepartures: AddonDepartureTable
  visas: VisaTable
  donations: DonationTable
  cardTypes: CardTypeTable
  brochures: BrochureTable
  brochureFiles: BrochureFileTable
  customers: CustomerTable
  sessions: SessionTable
  passwordResets: PasswordResetTable
  emailVerifications: EmailVerificationTable
  quotes: QuoteTable
  quoteRooms: QuoteRoomTable
  quotePassengers: QuotePassengerTable
  quoteExcursions: QuoteExcursionTable
  quoteVisas: QuoteVisaTable
  quoteDonations: QuoteDonationTable
  quoteAddons: QuoteAddonTable
  inventoryHolds: InventoryHoldTable
  bookings: BookingTable
  bookingRooms: BookingRoomTable
  bookingPassengers: BookingPassengerTable
  emergencyContacts: EmergencyContactTable
  bookingExcursions: BookingExcursionTable
  bookingVisas: BookingVisaTable
  bookingDonations: BookingDonationTable
  payments: PaymentTable
  paymentTransactions: PaymentTransactionTable
  brochureRequests: BrochureRequestTable
  brochureRequestItems: BrochureRequestItemTable
  marketingLeads: MarketingLeadTable
  bookingEnquiries: BookingEnquiryTable
  emailOutbox: EmailOutboxTable
  scheduledJobs: ScheduledJobTable
  waitlistEntries: WaitlistEntryTable
  wishlistItems: WishlistItemTable
  newsletterSignups: NewsletterSignupTable
  rateLimits: RateLimitTable
  staff: StaffTable
  staffSessions: StaffSessionTable
  auditLog: AuditLogTable
  bookingNotes: BookingNoteTable
  guestBookers: GuestBookerTable
  customerNotes: CustomerNoteTable
  adminRefunds: AdminRefundTable
  bookingLedgerLines: BookingLedgerLineTable
  brandMoneySettings: BrandMoneySettingsTable
  moneyApprovals: MoneyApprovalTable
  balancePayLinks: BalancePayLinkTable
  checkoutRecoveryLinks: CheckoutRecoveryLinkTable
}

export type Row<T extends keyof Database> = Selectable<Database[T]>
export type NewRow<T extends keyof Database> = Insertable<Database[T]>
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>

export const asBool = (flag: Flag | null | undefined): boolean => flag === 1
export const asFlag = (value: boolean): Flag => (value ? 1 : 0)
