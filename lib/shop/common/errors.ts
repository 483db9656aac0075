/**
 * A request the shop cannot fulfil as asked: an invalid option combination, an unknown design, an
 * expired voucher. Route handlers and server actions turn it into a 4xx with this message (meant for
 * people) and the field it concerns; it is never a 500.
 */
export class ShopError extends Error {
  override name = 'ShopError'
  constructor(
    message: string,
    readonly options: {
      status?: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429
      field?: string
      /** A stable machine-readable key for clients (spec section 8: "log-in error"). */
      key?: string
      /** Seconds before a throttled request may be retried (status 429). */
      retryAfterSeconds?: number
      /** Further facts a client acts on, sent with the error (e.g. the shop to order from instead). */
      details?: Readonly<Record<string, string>>
    } = {},
  ) {
    super(message)
  }

  get status(): number {
    return this.options.status ?? 400
  }
}
