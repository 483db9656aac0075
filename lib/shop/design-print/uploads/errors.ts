import type { ShopLocaleCode } from '@/lib/config/locales'
import { fillMessage } from '@/lib/i18n/fill'
import { messagesFor } from '@/lib/i18n/messages'
import { LOG_LOCALE, type RenderRefused } from '@/lib/render/errors'
import { ShopError } from '@/lib/shop/common/errors'

type UploadErrorTexts = ReturnType<typeof messagesFor>['UploadErrors']
/** A refusal's message in locales/uploads (namespace UploadErrors). */
export type UploadRefusalId = Exclude<keyof UploadErrorTexts, 'svg' | 'foundType'>
export type UploadStatus = 400 | 413 | 415 | 422 | 429 | 503
/** A refusal's words in a locale: the route handler knows the shop's locale, the checks do not. */
export type Words = (locale: ShopLocaleCode) => string
/** Values for a message's {places}; a value may itself be words (an SVG's reason, a found type). */
export type RefusalValues = Readonly<Record<string, string | number | Words>>

/**
 * An upload the shop refuses, with a message for the customer and a stable `key` for clients. Uploads
 * need statuses that ShopError's common set lacks (413 too large, 415 wrong type, 429 quota or too many
 * at once, 503 busy), hence the override. `message` is English (logs, tests); the route answers with
 * `inLocale(ctx.locale)`.
 */
export class UploadRejected extends ShopError {
  override name = 'UploadRejected'
  constructor(
    readonly words: Words,
    readonly httpStatus: UploadStatus,
    readonly refusal: { key: string; field?: string; retryAfterSeconds?: number },
    locale: ShopLocaleCode = LOG_LOCALE,
  ) {
    const { key, field = 'file', retryAfterSeconds } = refusal
    super(words(locale), { field, key, ...(retryAfterSeconds && { retryAfterSeconds }) })
  }

  override get status(): number {
    return this.httpStatus
  }

  /** The same refusal in the shop's language. */
  inLocale(locale: ShopLocaleCode): UploadRejected {
    return new UploadRejected(this.words, this.httpStatus, this.refusal, locale)
  }
}

/** Refuses an upload with one of the messages in locales/uploads. */
export function uploadRefused(
  id: UploadRefusalId,
  status: UploadStatus,
  values: RefusalValues = {},
  refusal: { key?: string; field?: string } = {},
): UploadRejected {
  const words: Words = (locale) => {
    const filled = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function' ? value(locale) : value,
      ]),
    )
    return fillMessage(messagesFor(locale).UploadErrors[id], filled, locale)
  }
  return new UploadRejected(words, status, { key: `upload.${id}`, ...refusal })
}

/** Busy, too many at once, too slow or too large to draw: the render pool's own words and status. */
export function renderRefusedUpload(error: RenderRefused): UploadRejected {
  return new UploadRejected((locale) => error.messageIn(locale), error.status, {
    key: error.key,
    ...(error.retryAfterSeconds && { retryAfterSeconds: error.retryAfterSeconds }),
  })
}

/** ' (this file is PDF)': what a refused file turned out to be, for the wrong-type message. */
export const foundType =
  (type: string): Words =>
  (locale) =>
    fillMessage(messagesFor(locale).UploadErrors.foundType, { type }, locale)
