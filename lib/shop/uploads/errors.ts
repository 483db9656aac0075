import { ShopError } from '@/lib/shop/errors'

/** An upload the shop refuses; the message is shown to the customer as it is. */
export class UploadRejected extends ShopError {
  override name = 'UploadRejected'
  constructor(
    message: string,
    readonly httpStatus: 400 | 413 | 415 | 422 | 429 = 422,
  ) {
    super(message, {
      status: httpStatus === 413 || httpStatus === 415 || httpStatus === 429 ? 400 : httpStatus,
      field: 'file',
    })
  }

  override get status(): number {
    return this.httpStatus
  }
}
