// Every business constant of the two specs (discovery §9, checkout §9) plus the numeric rules named elsewhere in
// them, in one place so a changed number is changed once. Values are the spec's; names carry their unit.

// ---- Timing: debounces, delays, animations (milliseconds) ----
export const SEARCH_DEBOUNCE_MS = 500
export const FIELD_VALIDATION_DEBOUNCE_MS = 100
export const ERROR_SCROLL_DEBOUNCE_MS = 50
export const NAME_SESSION_SAVE_DEBOUNCE_MS = 300
export const HERO_AUTOPLAY_MS = 5000
export const SCROLL_ANIMATION_MS = 300
export const SCROLL_ANIMATION_OFFSET_PX = 20
export const SMOOTH_SECTION_SCROLL_MS = 500
export const SCROLL_TO_TOP_MS = 600
export const SCROLL_TO_TOP_THRESHOLD_PX = 100
export const GALLERY_AUTOPLAY_MS = 5000
export const PHONE_REFRESH_MS = 3000
export const MENU_SETUP_DELAY_MS = 100
export const TABS_RESIZE_DEBOUNCE_MS = 250
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

// ---- Search, listing, load more ----
export const AUTOCOMPLETE_MIN_LENGTH = 3
export const DESCRIPTION_TRUNCATE_LENGTH = 180
export const LIST_START = 2
export const LIST_STEP = 2
export const TOURS_BY_PRICE_START = 12
export const TOURS_BY_PRICE_STEP = 12
export const WISHLIST_STEP = 10
export const WHERE_TYPE_DEFAULT = 'SearchTerm'
export const FILTER_GROUPS = ['Continents', 'Countries', 'Departs', 'Dates', 'Types', 'Prices', 'Durations'] as const
export type FilterGroup = (typeof FILTER_GROUPS)[number]
export const FILTER_TYPES = ['Range', 'List'] as const

// ---- Layout: breakpoints and widths (px) ----
export const MOBILE_COLLAPSE_MAX_WIDTH = 760
// xl has no upper bound; Infinity keeps `width <= max` comparisons uniform.
export const BREAKPOINTS = {
  xs: { min: 0, max: 575 },
  sm: { min: 576, max: 767 },
  md: { min: 768, max: 1023 },
  lg: { min: 1024, max: 1769 },
  xl: { min: 1770, max: Number.POSITIVE_INFINITY },
} as const
export type BreakpointName = keyof typeof BREAKPOINTS
export const BROCHURE_POPUP_MAX_WIDTH = 500
export const STICKY_SUBTOTAL_THRESHOLD_PX = 72
export const STICKY_BROCHURE_FOOTER_MARGIN_PX = 72

// ---- Carousels ----
// The responsive carousel's three rules as the spec states them: 3 slides from 1074 px, 2 at 1073 px and below,
// 1 at 722 px and below.
export const RESPONSIVE_CAROUSEL_SLIDES = [
  { minWidthPx: 1074, slides: 3 },
  { maxWidthPx: 1073, slides: 2 },
  { maxWidthPx: 722, slides: 1 },
] as const
// Swiper-style: the default applies below the first breakpoint, each breakpoint is a min-width.
export const CAROUSEL_DEFAULT_SLIDES_PER_VIEW = 2
export const CAROUSEL_BREAKPOINTS = [
  { minWidthPx: 768, slidesPerView: 3 },
  { minWidthPx: 1024, slidesPerView: 4 },
  { minWidthPx: 1440, slidesPerView: 5 },
] as const
export const GALLERY_SLIDES = 2
export const GALLERY_SLIDES_SMALL = 1
export const GALLERY_SMALL_MAX_WIDTH = 768
export const CHECKOUT_CAROUSEL_BREAKPOINTS_PX = [768, 1024, 1440] as const
export const TOUR_ICONS_CAROUSEL = { speedMs: 7000, autoplayDelayMs: 0, loop: true } as const
export const HOTEL_CAROUSEL = {
  speedMs: 1000,
  autoplayDelayMs: 5000,
  slidesPerView: 1,
  navigation: true,
  pagination: true,
} as const

// ---- Brands and marketing forms ----
export const MARKETING_FORM_ID_COACH = 2410
export const MARKETING_FORM_ID_DEFAULT = 2405
// The download tracking event sends a fixed post code (discovery §4).
export const BROCHURE_DOWNLOAD_TRACKING_POSTCODE = '0'
export const BROCHURE_REQUEST_FAILED_MESSAGE = 'The brochure request could not be completed!'

// ---- Money and payment (integer minor units; 100 = £1) ----
export const MIN_REMAINING_BALANCE_MINOR = 100
export const MIN_PAYMENT_MINOR = 100
export const PAYMENT_AMOUNT_MAX_INTEGER_DIGITS = 6
export const PAYMENT_AMOUNT_MAX_DECIMALS = 2
export const CURRENCIES = ['GBP', 'CAD'] as const
export type CurrencyCode = (typeof CURRENCIES)[number]
export const TRANSACTION_TYPE_DEPOSIT_ONLY = 'Deposit Only'
export const TRANSACTION_TYPE_FULL_PAYMENT = 'Full Payment'
export const TRANSACTION_TYPES = [TRANSACTION_TYPE_DEPOSIT_ONLY, TRANSACTION_TYPE_FULL_PAYMENT] as const
export const PAYMENT_OPTION_FULL_BALANCE = 'Full Balance'
export const PAYMENT_OPTION_DEPOSIT_ONLY = 'Deposit Only'
export const PAYMENT_AMOUNT_OPTIONS = [PAYMENT_OPTION_FULL_BALANCE, PAYMENT_OPTION_DEPOSIT_ONLY] as const
export const UNKNOWN_CARD_TYPE_LABEL = 'Unknown card type'
// Any other payment status means the payment went through (checkout §3).
export const PAYMENT_STATUS_PENDING = 'pending'
export const PAYMENT_STATUS_ERROR = 'error'
export const DONATION_ALLOCATION_PER_PERSON = 'PerPerson'
export const DONATION_ALLOCATION_PER_BOOKING = 'PerBooking'
export const DONATION_ALLOCATION_TYPES = [DONATION_ALLOCATION_PER_PERSON, DONATION_ALLOCATION_PER_BOOKING] as const
export type DonationAllocationType = (typeof DONATION_ALLOCATION_TYPES)[number]

// ---- Checkout ----
export const MAX_PASSENGERS = 9
export const CHECKOUT_STEPS = [
  'addon',
  'flights',
  'travellers',
  'excursions',
  'passengerDetails',
  'payment',
  'booking',
] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]
export const DETAILS_STEP_INDEX = 4
// Header labels: before the details step, at it, after it (checkout §2).
export const CHECKOUT_HEADER_LABELS = ['Your Holiday', 'Your Details', 'Payment'] as const
// The add-ons skip button and the no-add-ons auto-advance both jump two steps (past flights).
export const ADDONS_SKIP_STEPS = 2
export const CHECKOUT_LOADING_TEXT = 'We are building your holiday'
export const MIN_AGE = 18
export const BIRTH_YEAR_MIN = 1901
export const CARD_EXPIRY_YEARS_AHEAD = 10
export const CARD_EXPIRY_YEAR_COUNT = 21
export const FUTURE_YEAR_COUNT = 30
export const DAYS_LESS_THAN_TEN_THRESHOLD = 10
export const TWELVE_WEEKS_THRESHOLD_WEEKS = 12
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms'] as const
export type Title = (typeof TITLES)[number]
export const SEXES = ['Male', 'Female'] as const
export type Sex = (typeof SEXES)[number]
export const VISA_REQUIRED = 'Visa required'
export const NO_VISA_REQUIRED = 'No visa required'
export const VISA_CHOICES = [VISA_REQUIRED, NO_VISA_REQUIRED] as const
export type VisaChoice = (typeof VISA_CHOICES)[number]
export const BOOKING_TYPE_RESERVED = 'reserved'
export const PASSENGER_DETAILS_SESSION_KEY = 'passengerDetails'

// ---- Departures ----
export const SOLD_OUT_STATUS = 'Sold out'
export const DEPARTURE_STATUSES = ['Available', 'Limited', SOLD_OUT_STATUS] as const
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number]

// ---- Paths ----
export const LOGIN_PATH = '/login'
export const BOOKING_FAILED_CONTACT_FORM_PATH = '/booking-failed-contact-form/'

// ---- Security and cookies ----
export const CSRF_COOKIE_NAME = 'XSRF-TOKEN'
export const CSRF_HEADER_NAME = 'X-XSRF-TOKEN'
// The page-global that carries the CSRF token into the browser (discovery §7: "from a page-global value").
export const CSRF_PAGE_GLOBAL = '__XSRF_TOKEN__'
export const WISHLIST_COOKIE_NAME = 'wishlist'
// The signed-in customer's session (sign-in issue). A request carrying it never touches the rendered-page cache.
export const SESSION_COOKIE_NAME = '__session'

// ---- Validation limits (discovery §5) ----
export const FREE_TEXT_MAX_LENGTH = 500
export const PASSWORD_MIN_LENGTH = 6
export const TELEPHONE_MIN_LENGTH = 7

// ---- Analytics (data layer only) ----
export const ANALYTICS_ITEM_CATEGORIES = ['tours', 'addons', 'rooms', 'excursions', 'flights', 'donations'] as const
export type AnalyticsItemCategory = (typeof ANALYTICS_ITEM_CATEGORIES)[number]
// Flights are always sent with price 0 (checkout §9).
export const ANALYTICS_FLIGHT_PRICE = 0
export const ANALYTICS_EVENTS = [
  'formProgression',
  'brochure_request_post',
  'brochure_request_email',
  'holidayAnchor',
  'searchEvent',
  'search',
  'view_item_list',
  'login',
  'sign_up',
  'formSubmit',
  'newsletter_subscribe',
  'view_page',
  'checkout_error',
  'view_item',
  'add_to_cart',
  'add_tour_extension',
  'begin_checkout',
  'add_package',
  'add_excursions',
  'add_shipping_info',
  'add_payment_info',
  'purchase_submit',
  'purchase',
  'carousel_hero_header',
  'banner_hero_header',
  'add-to-wishlist',
] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]
export const ANALYTICS_FUNNEL = [
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'add_package',
  'add_excursions',
  'add_tour_extension',
  'add_shipping_info',
  'add_payment_info',
  'purchase_submit',
  'purchase',
] as const satisfies readonly AnalyticsEvent[]
export type AnalyticsFunnelEvent = (typeof ANALYTICS_FUNNEL)[number]

/** A guest booker's pay link, once opened (issue 27): the token, so the payment calls of that page are theirs. */
export const PAY_LINK_COOKIE_NAME = '__pay_link'
