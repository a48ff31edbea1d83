/* The information pages' public module: the page component. Its data comes from index.server.ts. */
export { InfoPage } from './info-page'
