import { describe, expect, it } from 'vitest'
import { designIdSchema, themeIdSchema } from './schema'

describe('designIdSchema / themeIdSchema', () => {
  it('reads ids from JSON numbers and query-string digits', () => {
    expect(designIdSchema.parse(42)).toBe(42)
    expect(themeIdSchema.parse('7')).toBe(7)
  })

  it('refuses what z.coerce would have read as an id (true → 1, [5] → 5, "" → 0)', () => {
    for (const bad of [true, false, [5], '', ' 5', '5.5', '1e3', null, 0, -3, 2_147_483_648, '99999999999'])
      expect(designIdSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})
