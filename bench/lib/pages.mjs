/*
 * Shared by the bench scripts (lighthouse.mjs, modulepreloads.mjs): the pages they measure besides fixed paths, found
 * on a running server so that runs compare like with like.
 */

/** The first tour in the sitemap whose first enabled transport type has departures: a page with a full table. */
export async function pickTourPage(origin) {
  return (await pickTour(origin)).tourUrl
}

/** The checkout of that tour's first bookable departure: its 'Book now' link (checkout §2), the first step. */
export async function pickCheckoutPage(origin) {
  const { departures } = await pickTour(origin)
  for (const departure of departures) {
    if (!departure.moreDetailsUrl) continue
    const { details } = await (await fetch(`${origin}${departure.moreDetailsUrl}`)).json()
    if (details?.bookNowLink?.url) return `${origin}${details.bookNowLink.url}`
  }
  throw new Error('the picked tour has no bookable departure')
}

async function pickTour(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/tours\/[^<]+)<\/loc>/g)].map((match) => match[1])
  for (const tourPath of paths) {
    const code = tourPath.split('-').at(-1).toUpperCase()
    const options = await (await fetch(`${origin}/umbraco/api/tourdepartures/traveloptions?tourCode=${code}`)).json()
    const enabled = Array.isArray(options) ? options.find((option) => option.enabled) : null
    if (!enabled) continue
    const answer = await (await fetch(`${origin}${enabled.value}`)).json()
    if (answer.departures?.length) return { tourUrl: `${origin}${tourPath}`, departures: answer.departures }
  }
  throw new Error('no tour page with departures in the sitemap')
}
