/* The tour route map's public module: the page component. Its data comes from index.server.ts. */
export { TourMap } from './tour-map'
