import { z } from 'zod'
import {
  type FieldKind,
  type FieldOptions,
  REQUIRED_MESSAGE,
  UNTRIMMED_KINDS,
  characterCount,
  maxLengthMessage,
  stripControlAndBidiCharacters,
  validateField,
} from './field-rules'

// Every form schema builds on this module, so this is where Zod is told not to compile parsers with `new Function`:
// the site's CSP forbids eval, and Zod's probe for it is reported as a violation in the browser.
z.config({ jitless: true })

// The field rules without Zod are in field-rules.ts (the checkout's first step loads them and must not load Zod:
// issue 28); every form schema and most callers import them from here.
export * from './field-rules'

// ---- Zod ----

/** A Zod string schema for a field kind whose messages are exactly validateField's. Text kinds are cleaned of
 * control and bidirectional characters and trimmed in the output. Not required: undefined and '' are accepted
 * (Conform turns empty inputs into undefined). `maxLength` counts characters as people do (code points). */
export function zField(kind: FieldKind, options: { required: true; maxLength?: number }): z.ZodString
export function zField(kind: FieldKind, options?: { required?: false; maxLength?: number }): z.ZodOptional<z.ZodString>
export function zField(kind: FieldKind, options: FieldOptions): z.ZodString | z.ZodOptional<z.ZodString>
export function zField(kind: FieldKind, options: FieldOptions = {}): z.ZodString | z.ZodOptional<z.ZodString> {
  const required = options.required === true
  const base = z.string({ error: REQUIRED_MESSAGE })
  const cleaned = UNTRIMMED_KINDS.has(kind) ? base : base.overwrite(stripControlAndBidiCharacters).trim()
  const schema = cleaned.superRefine((value, ctx) => {
    const message = validateField(kind, value, { required, maxLength: options.maxLength })
    if (message !== null) ctx.addIssue({ code: 'custom', message })
  })
  return required ? schema : schema.optional()
}

/**
 * Free text with no pattern of its own (hidden campaign fields, notes a rule does not cover): cleaned of control
 * and bidirectional characters, trimmed, at most `maxLength` characters. Optional; '' and undefined pass.
 */
export function zPlainText(maxLength: number): z.ZodOptional<z.ZodString> {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .overwrite(stripControlAndBidiCharacters)
    .trim()
    .refine((value) => characterCount(value) <= maxLength, { message: maxLengthMessage(maxLength) })
    .optional()
}

/** A required choice among fixed options (title, sex, visa) with the required message for anything else. */
export function zChoice<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options, { error: REQUIRED_MESSAGE })
}
