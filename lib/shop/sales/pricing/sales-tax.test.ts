import { describe, expect, it } from 'vitest'
import { SALES_TAX_NEXUS, SALES_TAX_RATES, salesTaxBasisPoints } from '@/lib/config/sales-tax'
import { US_STATES, US_STATE_CODES, isUsStateCode } from '@/lib/config/us-states'
import { quoteSalesTax } from './sales-tax'

describe('US states and the sales-tax table (issue 27, ADR 0063)', () => {
  it('lists the 50 states, DC and the five territories once each, sorted by name', () => {
    expect(US_STATES).toHaveLength(56)
    expect(new Set(US_STATE_CODES).size).toBe(56)
    const names = US_STATES.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    for (const code of ['NY', 'CA', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP'])
      expect(isUsStateCode(code)).toBe(true)
    for (const code of ['ny', 'XX', 'DE-BY', '', undefined]) expect(isUsStateCode(code)).toBe(false)
  })

  it('has a rate for every state between 0 and 12 %, and nexus states are states', () => {
    expect(Object.keys(SALES_TAX_RATES).sort()).toEqual([...US_STATE_CODES].sort())
    for (const rate of Object.values(SALES_TAX_RATES)) expect(rate >= 0 && rate <= 1200).toBe(true)
    for (const state of SALES_TAX_NEXUS) expect(isUsStateCode(state)).toBe(true)
  })

  it.each([
    // state, taxable cents, rate charged (bp), tax (cents)
    ['NY', 10_000, 400, 400],
    ['CA', 10_000, 725, 725],
    ['TX', 10_000, 625, 625],
    ['WA', 10_000, 650, 650],
    // Outside the nexus nothing is collected, whatever the state's own rate.
    ['FL', 10_000, 0, 0],
    ['OR', 10_000, 0, 0],
    ['MN', 10_000, 0, 0],
  ] as const)('%s: %i cents taxed at %i bp = %i cents', (state, taxable, basisPoints, amount) => {
    expect(quoteSalesTax(state, taxable)).toEqual({ state, basisPoints, amount })
  })

  it('rounds half-up to the cent', () => {
    expect(quoteSalesTax('NY', 1237).amount).toBe(49) // 49.48
    expect(quoteSalesTax('NY', 1238).amount).toBe(50) // 49.52
    expect(quoteSalesTax('CA', 200).amount).toBe(15) // 14.5
    expect(quoteSalesTax('CA', 0).amount).toBe(0)
  })

  it('keeps a third decimal of a percent exact (Minnesota 6.875 % once registered there)', () => {
    expect(salesTaxBasisPoints('MN', ['MN'])).toBe(687.5)
    expect(quoteSalesTax('MN', 100, ['MN']).amount).toBe(7) // 6.875
    expect(quoteSalesTax('MN', 1000, ['MN']).amount).toBe(69) // 68.75
    expect(quoteSalesTax('MN', 1_000_000, ['MN']).amount).toBe(68_750)
  })

  it('rounds once on the sum, not per part: goods 2 + 2 $ and shipping 7.95 $ in California', () => {
    const parts = [200, 200, 795]
    const perPart = parts.reduce((sum, part) => sum + quoteSalesTax('CA', part).amount, 0)
    expect(perPart).toBe(88)
    expect(quoteSalesTax('CA', 1195).amount).toBe(87) // 86.6375
  })

  it('refuses a negative or fractional amount instead of taxing it', () => {
    expect(() => quoteSalesTax('NY', -1)).toThrow(RangeError)
    expect(() => quoteSalesTax('NY', 1.5)).toThrow(RangeError)
  })
})
