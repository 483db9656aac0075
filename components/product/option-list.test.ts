import { describe, expect, it } from 'vitest'
import { QUANTITY_STEPS } from '@/lib/shop/sales/pricing/quantity'
import { compactOptions, optionPairs, serverOptionPairs, type OptionPairs } from './option-list'

const grouped = (n: number) => `${new Intl.NumberFormat('de-DE').format(n)} Stück`

describe('compactOptions (issue 32 point 2)', () => {
  it('sends the quantity steps as numbers and a pattern, and gives back the same options', () => {
    const pairs: OptionPairs = QUANTITY_STEPS.map((n) => [String(n), grouped(n)] as const)
    const compact = compactOptions(pairs)
    expect(Array.isArray(compact)).toBe(false)
    expect(optionPairs(compact)).toEqual(pairs)
    // Only the grouped labels (1.000 and up) are listed; the payload is a third of the pairs'.
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(pairs).length / 2)
  })

  it('keeps lists that are not numbers, or not labelled alike, as pairs', () => {
    const words: OptionPairs = [
      ['matt', 'Matt'],
      ['gloss', 'Glänzend'],
    ]
    expect(compactOptions(words)).toBe(words)
    const odd: OptionPairs = [
      ['1', 'eine Karte'],
      ['2', 'zwei Karten'],
    ]
    expect(compactOptions(odd)).toBe(odd)
  })
})

describe('serverOptionPairs (issue 32 point 2)', () => {
  const quantities = compactOptions(QUANTITY_STEPS.map((n) => [String(n), grouped(n)] as const))

  it('lists the round quantities, the ends and the chosen one in the server HTML', () => {
    expect(serverOptionPairs(quantities, '80').map(([value]) => value)).toEqual([
      '1',
      '5',
      '10',
      '25',
      '50',
      '80',
      '100',
      '250',
      '500',
      '1000',
      '2500',
      '5000',
    ])
  })

  it('keeps short lists and word lists whole', () => {
    const words: OptionPairs = [
      ['matt', 'Matt'],
      ['gloss', 'Glänzend'],
    ]
    expect(serverOptionPairs(words, 'matt')).toBe(words)
    const few = compactOptions([1, 2, 3].map((n) => [String(n), `${n} Stück`] as const))
    expect(serverOptionPairs(few, '2')).toHaveLength(3)
  })
})
