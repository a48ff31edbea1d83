/* Inventory arithmetic (checkout §9): what a shortage says. Pure. */
export { type Shortage, shortageMessage } from './inventory-rules'
