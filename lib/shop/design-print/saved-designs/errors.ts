import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { ShopError } from '@/lib/shop/common/errors'

/** The message a second tab sees; the editor offers to reload the newer version. */
export const CONFLICT_MESSAGE =
  'This design was changed in another window or on another device since you opened it. Reload to see the newer version; your change was not saved.'

export function notFoundError(): ShopError {
  // Someone else's design answers exactly like a missing one, so ids cannot be probed for existence.
  return new ShopError('This saved design does not exist or belongs to someone else.', {
    status: 404,
    field: 'id',
  })
}

/** A bad document is a 400 naming the first offending field; a newer one needs a newer shop (409). */
export function documentError(error: DesignDocumentError): ShopError {
  const first = error.issues[0]
  const detail = first ? ` (${first})` : ''
  if (error.code === 'newer-version') {
    return new ShopError(`${error.message}${detail}`, { status: 409, field: 'document' })
  }
  return new ShopError(`The design document is not valid${detail}.`, { status: 400, field: 'document' })
}
