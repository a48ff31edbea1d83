import type { Brand } from './page-types'

/** The signed-in customer of each brand whose My bookings page the visual suite screenshots (global-setup.ts). */
export const VISUAL_CUSTOMER_PASSWORD = 'Visual-Suite-Walrus-28'
export const visualCustomerEmail = (brand: Brand) => `visual.suite@${brand}.example.com`
