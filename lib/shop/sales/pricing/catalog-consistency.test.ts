import { describe, expect, it } from 'vitest'
import * as catalog from '@/lib/config/catalog'
import { FORMATS, PAPERS, REFINEMENTS } from '@/lib/config/pricing'

/**
 * The configurator offers what lib/config/catalog.ts lists; the engine prices by lib/config/pricing.ts.
 * Both use the same keys, so a key one side renames would make the other refuse or miss it.
 */
describe('price list and catalogue vocabulary', () => {
  it('price the same ten papers', () => {
    expect(Object.keys(PAPERS).sort()).toEqual([...catalog.PAPER_KEYS].sort())
  })

  it('agree on which papers take which refinement', () => {
    const all = Object.keys(REFINEMENTS)
    for (const [paper, { refinable }] of Object.entries(PAPERS)) {
      expect(catalog.refinementsFor(paper as catalog.PaperKey).sort(), paper).toEqual(
        (refinable ? all : ['none']).sort(),
      )
    }
  })

  it('price only formats the catalogue knows', () => {
    for (const format of Object.keys(FORMATS)) expect(catalog.FORMAT_KEYS).toContain(format)
  })
})
