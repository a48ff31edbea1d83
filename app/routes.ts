import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // Tour pages, their sitemap and robots rules (tour page issue).
  route('tours/:slug', 'routes/tour.tsx'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  // Brochure requests (brochure issue).
  route('brochures', 'routes/brochures.tsx'),
  route('brochures/thank-you', 'routes/brochures.thank-you.tsx'),
  // Information pages, each rendered from content block 'page.{slug}' (info pages issue).
  route('privacy-policy', 'routes/info-page.tsx', { id: 'info-privacy-policy' }),
  route('cookie-policy', 'routes/info-page.tsx', { id: 'info-cookie-policy' }),
  route('booking-conditions', 'routes/info-page.tsx', { id: 'info-booking-conditions' }),
  route('contact-us', 'routes/info-page.tsx', { id: 'info-contact-us' }),
  route('accessibility', 'routes/info-page.tsx', { id: 'info-accessibility' }),
  route('travel-insurance', 'routes/info-page.tsx', { id: 'info-travel-insurance' }),
  // A tour's route map, linked from result cards and tour pages as tours.map_url (tour map issue).
  route('maps/:code', 'routes/tour-map.tsx'),
  // Sign-in pages and the signed-in landing page (sign-in issue; checkout §2).
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('my-bookings', 'routes/my-bookings.tsx'),
  // The account area (issue 12; checkout §2 account routes): the verification link's page, and one booking's
  // sections as nested routes under its reference (the layout guards the booking; each section loads its own part).
  route('my-bookings/verify-email', 'routes/my-bookings.verify-email.tsx'),
  route('my-bookings/payment-complete', 'routes/my-bookings.payment-complete.tsx'),
  // A guest's one-time link from a balance reminder (issue 27): pay that booking's balance, nothing else.
  route('pay-balance', 'routes/pay-balance.tsx'),
  route('my-bookings/:id', 'routes/my-bookings.$id.tsx', [
    index('routes/my-bookings.$id._index.tsx'),
    route('details', 'routes/my-bookings.$id.details.tsx'),
    route('passengers', 'routes/my-bookings.$id.passengers.tsx'),
    route('excursions', 'routes/my-bookings.$id.excursions.tsx'),
    route('visas', 'routes/my-bookings.$id.visas.tsx'),
    route('payment', 'routes/my-bookings.$id.payment.tsx'),
  ]),
  // The checkout, part 1: add-ons, flights, travellers, excursions (checkout issue, part 1; checkout §2).
  route('checkout', 'routes/checkout.tsx'),
  // Checkout part 2 (issue 11): the card frame's return page, and the booking confirmation as a PDF.
  route('checkout/payment-complete', 'routes/checkout.payment-complete.tsx'),
  // A saved checkout's link (its e-mail's ?token=, or My bookings' ?quote=): restores the quote in this browser
  // and opens the checkout on it (issue 27, ADR 0055).
  route('checkout/resume', 'routes/checkout.resume.tsx'),
  route('checkout/booking-confirmation.pdf', 'routes/checkout.booking-confirmation-pdf.tsx'),
  // Where a checkout that cannot take the rooms sends the traveller: a contact form (checkout §2 routes, §8).
  route('booking-failed-contact-form', 'routes/booking-failed-contact-form.tsx'),
  // A waitlist offer's link (attaches its held places to this browser, opens the checkout) and every waitlist
  // e-mail's leave link (issue 27).
  route('waitlist/offer', 'routes/waitlist.offer.tsx'),
  route('waitlist/leave', 'routes/waitlist.leave.tsx'),
  // Every wishlist alert's unsubscribe link (issue 27, ADR 0056).
  route('wishlist-alerts/unsubscribe', 'routes/wishlist-alerts.unsubscribe.tsx'),
  // The sandbox payment provider's hosted card page, shown in the checkout's card frame (issue 11).
  route('payments/sandbox/:transactionId', 'routes/payments.sandbox.tsx'),
  // The operator's back office (issue 14): sign-in and two-factor outside the frame, the rest inside it.
  route('admin/login', 'routes/admin.login.tsx'),
  route('admin/two-factor', 'routes/admin.two-factor.tsx'),
  route('admin/logout', 'routes/admin.logout.tsx'),
  // The phone booking's card frame return page: framed, no layout (issue 26).
  route('admin/bookings/new/payment-complete', 'routes/admin.bookings.new.payment-complete.tsx'),
  route('admin', 'routes/admin.tsx', [
    index('routes/admin._index.tsx'),
    route('dashboard', 'routes/admin.dashboard.tsx'),
    route('staff', 'routes/admin.staff.tsx'),
    route('audit', 'routes/admin.audit.tsx'),
    route('scheduled-jobs', 'routes/admin.scheduled-jobs.tsx'),
    // catalogue and inventory (tours, departures, rooms, extras):
    route('tours', 'routes/admin.tours.tsx'),
    // the departure calendar (issue 26):
    route('departures/calendar', 'routes/admin.departures.calendar.tsx'),
    // the bulk price change (issue 26):
    route('departures/prices', 'routes/admin.departures.prices.tsx'),
    route('departures/:departureId', 'routes/admin.departures.$departureId.tsx'),
    // a departure's manifest to print, and as CSV (issue 26), for staff who see bookings:
    route('departures/:departureId/manifest', 'routes/admin.departures.$departureId.manifest.tsx'),
    route('departures/:departureId/manifest.csv', 'routes/admin.departures.$departureId.manifest.csv.tsx'),
    route('extras', 'routes/admin.extras.tsx'),
    // create a tour (issue 26):
    route('tours/new', 'routes/admin.tours.new.tsx'),
    route('tours/:tourId', 'routes/admin.tours.$tourId.tsx'),
    // the departure generator on a tour (issue 26):
    route('tours/:tourId/departures/new', 'routes/admin.tours.$tourId.departures.new.tsx'),
    // bookings, payments and exports:
    route('bookings', 'routes/admin.bookings.tsx'),
    route('bookings/new', 'routes/admin.bookings.new.tsx'),
    route('bookings/:reference', 'routes/admin.bookings.$reference.tsx'),
    route('exports/manifest', 'routes/admin.exports.manifest.tsx'),
    route('exports', 'routes/admin.exports.tsx'),
    route('reports', 'routes/admin.reports.tsx'),
    route('reports/cash', 'routes/admin.reports.cash.tsx'),
    route('reports/revenue/csv', 'routes/admin.reports.revenue.csv.tsx'),
    route('reports/cash/csv', 'routes/admin.reports.cash.csv.tsx'),
    // a brand's cancellation policy and approval limit (issue 25), for administrators:
    route('cancellation-policy', 'routes/admin.cancellation-policy.tsx'),
    route('exports/bookings', 'routes/admin.exports.bookings.tsx'),
    route('exports/payments', 'routes/admin.exports.payments.tsx'),
    // customers, enquiries, leads, newsletter, brochure requests, e-mail outbox:
    route('customers', 'routes/admin.customers.tsx'),
    route('customers/:customerId', 'routes/admin.customers.$customerId.tsx'),
    route('leads', 'routes/admin.leads.tsx'),
    route('newsletter', 'routes/admin.newsletter.tsx'),
    route('enquiries', 'routes/admin.enquiries.tsx'),
    route('exports/leads', 'routes/admin.exports.leads.tsx'),
    route('exports/newsletter', 'routes/admin.exports.newsletter.tsx'),
    route('brochure-requests', 'routes/admin.brochure-requests.tsx'),
    route('exports/brochure-requests', 'routes/admin.exports.brochure-requests.tsx'),
    route('outbox', 'routes/admin.outbox.tsx'),
    // content blocks and the member of staff's own account:
    route('content', 'routes/admin.content.tsx'),
    route('content/:key', 'routes/admin.content.$key.tsx'),
    route('account', 'routes/admin.account.tsx'),
  ]),
  // Every other path is a content page from the catalogue's listing pages (all tours, continents, countries, offers,
  // site search, tours by price, wishlist), or a 404.
  route('*', 'routes/content-page.tsx'),
] satisfies RouteConfig
