import { describe, expect, it } from 'vitest'
import { accessoryLineOptions } from './accessory-line'

describe('accessoryLineOptions', () => {
  it('carries the envelope row’s colour, so the cart line names it (issue 30 point 1)', () => {
    const row = { sku: 'x', kind: 'envelope', subtype: 'pointed', priceKey: 'envelope.standard' } as const
    expect(accessoryLineOptions({ ...row, colour: 'bordeaux' }).envelope).toEqual({
      sizeClass: 'standard',
      flap: 'pointed',
      colour: 'bordeaux',
    })
    // A colour the flap does not come in, or none at all, is the default white.
    expect(accessoryLineOptions({ ...row, colour: 'grey' }).envelope).toMatchObject({ colour: 'white' })
    expect(accessoryLineOptions(row).envelope).toMatchObject({ colour: 'white' })
  })
})
