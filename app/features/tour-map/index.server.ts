/* The tour route map's server service: a tour's stops, laid out for the map page. */
export { getTourMap } from './tour-map.server'
