import type { Route } from './+types/home'
import { sharedPageHeaders } from '../lib/cache-control'
import { getHomePage } from '../features/home/index.server'
import { HomePage } from '../features/home'

// The home page is the same for every visitor of a brand: served from the page cache (app/lib/cache-control.ts).
export const headers: Route.HeadersFunction = sharedPageHeaders

export async function loader({ context }: Route.LoaderArgs) {
  return { brandName: context.brand.name, home: await getHomePage(context.db, context.brand) }
}

export const meta: Route.MetaFunction = ({ data }) => {
  const title = data ? `${data.brandName} | ${data.home.hero.title}` : 'Holidays'
  const description = data?.home.hero.subtitle ?? ''
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData.home} />
}
