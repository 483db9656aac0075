import type { UsStateCode } from './us-states'

/**
 * US sales tax (issue 27, ADR 0063): the state-level base rate per state in basis points (1 % = 100;
 * rates with a third decimal of a percent keep one decimal here, Minnesota's 6.875 % is 687.5).
 * Source: Tax Foundation, "State and Local Sales Tax Rates, 2025" (state rate column), checked
 * 2026-11-27 against the states' revenue departments for NY, CA, TX and WA. Local (county and city)
 * rates are not added: the shop charges the state rate where it has nexus, as ADR 0063 explains.
 * DC is listed as a state; the territories levy no sales tax a remote seller collects (Puerto Rico's
 * IVU is listed for completeness but is outside the default nexus).
 */
export const SALES_TAX_RATES = {
  AL: 400,
  AK: 0,
  AS: 0,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 600,
  GA: 400,
  GU: 0,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 500,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 687.5,
  MS: 700,
  MO: 422.5,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 662.5,
  NM: 487.5,
  NY: 400,
  NC: 475,
  ND: 500,
  MP: 0,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  PR: 1050,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  VI: 0,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
} as const satisfies Record<UsStateCode, number>

/**
 * The states where the shop is registered to collect sales tax (economic nexus). Everywhere else the
 * rate is 0: a remote seller below a state's threshold neither must nor may collect it. The list is
 * the one setting to change when the shop registers in a further state (ADR 0063).
 */
export const SALES_TAX_NEXUS = ['CA', 'NY', 'TX', 'WA'] as const satisfies readonly UsStateCode[]

/** The rate the shop charges for deliveries to `state`, in basis points (0 outside the nexus). */
export function salesTaxBasisPoints(
  state: UsStateCode,
  nexus: readonly UsStateCode[] = SALES_TAX_NEXUS,
): number {
  return nexus.includes(state) ? SALES_TAX_RATES[state] : 0
}
