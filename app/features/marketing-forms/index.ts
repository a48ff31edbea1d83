/*
 * The marketing forms feature's browser-safe public module: the lead form (built-in or Marketo Forms 2), its
 * values and prefill, and which form a brand uses. Server services are in index.server.ts.
 */
export { MarketingForm } from './marketing-form'
export {
  marketingFormIdFor,
  marketingFormPrefill,
  type MarketingFormValues,
  type MarketoSettings,
} from './marketing-form-schema'
