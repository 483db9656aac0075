import { describe, expect, it } from 'vitest'
import { amountSchema } from './amount'

describe('amounts as staff type them', () => {
  it.each([
    ['12,34', 1234],
    ['12.34', 1234],
    ['12', 1200],
    ['12,5', 1250],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    [' 49,90 € ', 4990],
    ['CHF 20', 2000],
  ])('%s is %i minor units', (raw, minor) => {
    expect(amountSchema.parse(raw)).toBe(minor)
  })

  it.each(['', '-5', '-0,01', '0', '0,00', '1,234', '12,345', 'abc', '1e5', '100000,01', '9'.repeat(20)])(
    'refuses %j with a sentence',
    (raw) => {
      const result = amountSchema.safeParse(raw)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toMatch(/Betrag/)
    },
  )
})
