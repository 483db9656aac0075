import { ShopError } from '@/lib/shop/common/errors'

/** A guest list that cannot be used at all (as opposed to single bad rows, which are reported). */
export class GuestListRejected extends ShopError {
  override name = 'GuestListRejected'
  constructor(
    message: string,
    readonly httpStatus: 400 | 413 | 415 | 422 = 422,
  ) {
    super(message, { field: 'file' })
  }

  override get status(): number {
    return this.httpStatus
  }
}
