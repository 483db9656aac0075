import { ShopError } from '@/lib/shop/errors'

/**
 * An upload the shop refuses; the message is shown to the customer as it is. Uploads need statuses
 * that ShopError's common set lacks (413 too large, 415 wrong type, 429 quota), hence the override.
 */
export class UploadRejected extends ShopError {
  override name = 'UploadRejected'
  constructor(
    message: string,
    readonly httpStatus: 400 | 413 | 415 | 422 | 429 = 422,
  ) {
    super(message, { field: 'file' })
  }

  override get status(): number {
    return this.httpStatus
  }
}
