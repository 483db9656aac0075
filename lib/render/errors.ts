import type { ShopLocaleCode } from '@/lib/config/locales'
import { fillMessage, type MessageValues } from '@/lib/i18n/fill'
import { messagesFor } from '@/lib/i18n/messages'

/**
 * Why a render was not finished. Each reason carries the HTTP status and a message for people, so
 * every caller (upload, image service, previews) answers the same way: 429/503 with Retry-After when
 * the shop is busy, 422 when the file itself needs more than a render may take. The words live in
 * locales/uploads (namespace RenderErrors); `message` is the English one, for logs and callers that
 * know no locale, `messageIn` the customer's.
 */
export type RenderRefusal = 'busy' | 'too-many' | 'timeout' | 'memory' | 'aborted' | 'crashed' | 'failed'

const STATUS: Record<RenderRefusal, 400 | 422 | 429 | 503> = {
  busy: 503,
  'too-many': 429,
  timeout: 422,
  memory: 422,
  aborted: 400,
  crashed: 422,
  failed: 422,
}

type RenderMessageId = keyof ReturnType<typeof messagesFor>['RenderErrors']
const MESSAGE_ID: Record<RenderRefusal, RenderMessageId> = {
  busy: 'busy',
  'too-many': 'tooMany',
  timeout: 'timeout',
  memory: 'memory',
  aborted: 'aborted',
  crashed: 'crashed',
  failed: 'failed',
}

/** The language of `message`: the English shop locale. */
export const LOG_LOCALE: ShopLocaleCode = 'en-US'

export class RenderRefused extends Error {
  override name = 'RenderRefused'
  constructor(
    readonly reason: RenderRefusal,
    readonly values: MessageValues = {},
    /** Seconds after which the same request may well succeed (busy, too-many). */
    readonly retryAfterSeconds?: number,
    /** What the drawing process said (failed): kept as `message` for logs, never shown to customers. */
    readonly detail?: string,
  ) {
    super(detail ?? renderRefusalText(reason, values, LOG_LOCALE))
  }

  get status(): 400 | 422 | 429 | 503 {
    return STATUS[this.reason]
  }

  /** A stable machine-readable name for JSON answers (`key`), e.g. "render.too-many". */
  get key(): string {
    return `render.${this.reason}`
  }

  messageIn(locale: ShopLocaleCode): string {
    return renderRefusalText(this.reason, this.values, locale)
  }
}

function renderRefusalText(reason: RenderRefusal, values: MessageValues, locale: ShopLocaleCode): string {
  return fillMessage(messagesFor(locale).RenderErrors[MESSAGE_ID[reason]], values, locale)
}

export const refusals = {
  busy: (seconds: number) => new RenderRefused('busy', {}, seconds),
  tooMany: (seconds: number) => new RenderRefused('too-many', {}, seconds),
  timeout: (ms: number) => new RenderRefused('timeout', { seconds: Math.round(ms / 100) / 10 }),
  memory: (bytes: number) => new RenderRefused('memory', { megabytes: Math.round(bytes / 1024 / 1024) }),
  aborted: () => new RenderRefused('aborted'),
  crashed: () => new RenderRefused('crashed'),
  failed: (message: string) => new RenderRefused('failed', {}, undefined, message),
}
