/**
 * A request the shop cannot fulfil as asked: an invalid option combination, an unknown design, an
 * expired voucher. Route handlers and server actions turn it into a 4xx with this message (meant for
 * people) and the field it concerns; it is never a 500.
 */
export class ShopError extends Error {
  override name = 'ShopError'
  constructor(
    message: string,
    readonly options: { status?: 400 | 404 | 409 | 422; field?: string } = {},
  ) {
    super(message)
  }

  get status(): number {
    return this.options.status ?? 400
  }
}
