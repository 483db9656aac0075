import { ShopError } from '@/lib/shop/errors'

/**
 * An upload the shop refuses; the message is shown to the customer as it is. Uploads need statuses
 * that ShopError's common set lacks (413 too large, 415 wrong type, 429 quota or too many at once, 503 busy), hence the override.
 */
export class UploadRejected extends ShopError {
  override name = 'UploadRejected'
  constructor(
    message: string,
    readonly httpStatus: 400 | 413 | 415 | 422 | 429 | 503 = 422,
    /** Busy (503) or too many at once (429): when trying again makes sense. */
    retryAfterSeconds?: number,
  ) {
    super(message, { field: 'file', ...(retryAfterSeconds && { retryAfterSeconds }) })
  }

  override get status(): number {
    return this.httpStatus
  }
}
