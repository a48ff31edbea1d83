/* The home feature's public module (browser-safe): the home page (discovery §2; issue 13). */
export { HomePage } from './home-page'
export { Carousel, type CarouselVariant } from './carousel'
export type { HomePageData, HeroSlide, HeroBanner } from './home-data'
