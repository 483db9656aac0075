import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { MESSAGE_LOCALES } from '@/lib/config/locales'

const attachmentFile = {
  filename: z.string().regex(/^[\w.-]{1,100}$/),
  contentType: z.string().min(3).max(100),
}

/** What a domain module hands to the outbox: a finished message (rendered by its own template). */
export const outgoingMailSchema = z.object({
  messageKey: z
    .string()
    .min(3)
    .max(200)
    .describe('Idempotency key, e.g. "order-confirmation:K-100234"; the same key is queued once'),
  to: z.email().max(254),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(200_000),
  html: z.string().min(1).max(500_000),
  brand: z.enum(BRAND_KEYS),
  locale: z.enum(MESSAGE_LOCALES),
  attachments: z
    .array(
      z.union([
        z.object({ ...attachmentFile, contentBase64: z.base64().max(10_000_000) }),
        z.object({
          ...attachmentFile,
          ref: z
            .string()
            .regex(/^[a-z-]{1,40}:[\w.-]{1,100}$/)
            .describe('Rendered by the worker at send time, e.g. "invoice:RE-2026-000123"'),
        }),
      ]),
    )
    .max(5)
    .default([]),
})

export type OutgoingMail = z.input<typeof outgoingMailSchema>
