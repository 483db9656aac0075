import { describe, expect, it } from 'vitest'
import { cardLineOptionsSchema } from '../pricing/schema'
import { cardOptionNames, guestQuantityText, orderLineName } from './card-option-names'

const chosen = {
  productType: 'folded-card',
  format: 'a5',
  paper: 'premium-matt',
  refinement: 'gold',
  quantity: 80,
  envelope: { sizeClass: 'large', flap: 'pointed' },
  punching: 'round-corners',
  ribbon: 'satin-10mm',
  screw: 'none',
  holder: 'none',
  tag: 'none',
}

describe('cardOptionNames', () => {
  it('names every chosen option of a card line in German', () => {
    expect(cardOptionNames(chosen, 'de')).toEqual([
      'DIN A5',
      expect.any(String),
      'Veredelung Gold',
      'Abgerundete Ecken',
      'Satinband 10 mm',
      'Großer Umschlag (spitze Lasche)',
    ])
  })

  it('and in English', () => {
    const names = cardOptionNames(chosen, 'en')
    expect(names).toContain('A5')
    expect(names).toContain('Refinement Gold')
    expect(names).toContain('Round corners')
    expect(names).toContain('Satin ribbon 10 mm')
    expect(names).toContain('Large envelope (pointed flap)')
  })

  it('names the envelope colour (issue 30 point 1): "envelope with colour"', () => {
    const cream = { ...chosen, envelope: { sizeClass: 'large', flap: 'pointed', colour: 'cream' } }
    expect(cardOptionNames(cream, 'de')).toContain('Großer Umschlag (spitze Lasche, Creme)')
    expect(cardOptionNames(cream, 'en')).toContain('Large envelope (pointed flap, Cream)')
    // The stored line is the parsed one: an envelope from before the colour reads as white.
    const parsed = cardLineOptionsSchema.parse({
      ...chosen,
      envelope: { sizeClass: 'large', flap: 'pointed' },
    })
    expect(cardOptionNames(parsed, 'de')).toContain('Großer Umschlag (spitze Lasche, Weiß)')
  })

  it('leaves out "none" choices and unknown keys instead of printing a key', () => {
    const names = cardOptionNames(
      { format: 'a6', refinement: 'none', punching: 'laser-x', envelope: null },
      'de',
    )
    expect(names).toEqual(['DIN A6'])
  })

  it('names a screw by its colour and a holder and tag by name', () => {
    expect(cardOptionNames({ screw: 'gold', holder: 'wood-round', tag: 'heart' }, 'de')).toEqual([
      'Schraube Gold',
      'Holzfuß rund',
      'Anhänger Herz',
    ])
  })

  it('states the guest-list quantity rule', () => {
    expect(guestQuantityText(30, 35, 'de')).toBe('30 Gäste + 5 Karten ohne Namen')
    expect(guestQuantityText(30, 30, 'de')).toBe('30 Gäste')
    expect(guestQuantityText(1, 5, 'en')).toBe('1 guest + 4 cards without a name')
  })
})

describe('orderLineName', () => {
  it('adds a card line’s options (and guests) to its name; other lines keep theirs', () => {
    const card = { kind: 'card', options: chosen, quantity: 35, guestCount: 30 }
    expect(orderLineName('Eukalyptus – Klappkarte', card, 'de')).toBe(
      `Eukalyptus – Klappkarte: ${[...cardOptionNames(chosen, 'de'), '30 Gäste + 5 Karten ohne Namen'].join(', ')}`,
    )
    expect(orderLineName('Poster 30 × 40 cm', { ...card, kind: 'wallart' }, 'de')).toBe('Poster 30 × 40 cm')
  })
})
