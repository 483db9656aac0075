import { ShopError } from '@/lib/shop/common/errors'

/**
 * Why a quote was refused. `invalid_input` is a shape problem (unknown key, wrong type, value not in
 * an enumeration); the others are well-formed requests the price list does not allow.
 */
export type PricingErrorCode =
  | 'invalid_input'
  | 'not_a_quantity_step'
  | 'option_not_allowed'
  | 'option_required'
  | 'method_not_offered'
  | 'currency_mismatch'
  | 'empty_order'
  | 'not_sold_here'
  | 'country_not_served'

/**
 * A quote the engine refuses, naming the field (dotted path, e.g. `lines.2.refinement`) so a form can
 * mark it. It is a ShopError, so route handlers answer 400/422 with this message instead of a 500.
 * The engine never substitutes a "close enough" option: a price for something the customer did not
 * choose would be worse than an error.
 */
export class PricingError extends ShopError {
  override name = 'PricingError'
  constructor(
    readonly field: string,
    message: string,
    readonly code: PricingErrorCode,
  ) {
    super(message, { status: code === 'invalid_input' ? 400 : 422, field })
  }

  /** The same error one level down, e.g. `paper` of line 2 becomes `lines.2.paper`. */
  within(prefix: string): PricingError {
    return new PricingError(`${prefix}.${this.field}`, this.message, this.code)
  }
}
