import { SALES_TAX_NEXUS, salesTaxBasisPoints } from '@/lib/config/sales-tax'
import type { UsStateCode } from '@/lib/config/us-states'
import { assertMinor, divideHalfUp, multiplyMinor } from './money'

/** Sales tax as charged on an order: the destination state, its rate and the amount (minor units). */
export interface SalesTax {
  state: UsStateCode
  /** 400 = 4 %; may carry one decimal (Minnesota 687.5). 0 where the shop has no nexus. */
  basisPoints: number
  amount: number
}

/**
 * Sales tax on a net amount (goods and shipping, ADR 0063) for a destination state: the state's rate
 * from the config table where the shop has nexus, else 0; rounded half-up to the cent once, on the
 * whole sum, so the tax never depends on how the order splits into lines. Integer arithmetic in tenths
 * of a basis point keeps 6.875 % exact.
 */
export function quoteSalesTax(
  state: UsStateCode,
  taxable: number,
  nexus: readonly UsStateCode[] = SALES_TAX_NEXUS,
): SalesTax {
  assertMinor(taxable)
  const basisPoints = salesTaxBasisPoints(state, nexus)
  const tenthsOfBasisPoints = Math.round(basisPoints * 10)
  const amount = divideHalfUp(multiplyMinor(taxable, tenthsOfBasisPoints), 100_000)
  return { state, basisPoints, amount }
}
