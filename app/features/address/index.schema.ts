/*
 * A narrow entry for plain-Node and browser code alike: the address payload schema other features' rules build on
 * (the checkout's lead passenger carries a billing address), without the address block's components.
 */
export { makeAddressPayloadSchema, type AddressPayload } from './address-schema'
