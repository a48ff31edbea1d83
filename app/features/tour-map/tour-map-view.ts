import type { MapStop } from './tour-map-stops'

/** What the tour map page renders: built on the server by getTourMap (tour-map.server.ts). */
export interface TourMapData {
  tour: {
    code: string
    name: string
    /** The tour page: '/tours/{slug}'. */
    url: string
    durationDays: number
  }
  countries: string[]
  stops: MapStop[]
  accommodations: Array<{ name: string; location: string; nights: number }>
  seo: { title: string; description: string; canonicalUrl: string }
}
