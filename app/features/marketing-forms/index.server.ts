/*
 * The marketing forms feature's server services: the Marketo settings from the environment, storing a lead from
 * the built-in form, the schema the lead endpoint gates with, and which form a brand uses.
 */
export * from './marketing-forms-contract'
export { readMarketoSettings } from './marketo-settings.server'
export { storeMarketingLead } from './marketing-leads.server'
export { marketingFormIdFor, marketingLeadRequestSchema } from './marketing-form-schema'
