import { describe, expect, it } from 'vitest'
import { photoboxData } from './data'

describe('photo box data', () => {
  it('names every design in the shop language', () => {
    const german = photoboxData('de-DE', 'EUR').designs
    const english = photoboxData('en-US', 'USD').designs
    expect(german.slice(0, 5).map((d) => d.name)).toEqual([
      'Pünktchenzauber',
      'Klassisch',
      'Liebesgeschichte',
      'Boho-Traum',
      'Natürlich',
    ])
    expect(english.slice(0, 5).map((d) => d.name)).toEqual([
      'Pretty points',
      'Classic',
      'Love story',
      'Boho dream',
      'Natural',
    ])
    // No German shop shows an English name (the five above were English in German shops).
    german.forEach((design, i) => expect(design.name).not.toBe(english[i]?.name))
  })

  it('keeps the sizes and capacities of the model', () => {
    expect(photoboxData('de-CH', 'CHF').formats).toEqual([
      expect.objectContaining({
        photoboxFormat: '10x15',
        photoboxFormatString: '100x150',
        photoboxQuantityMax: 100,
      }),
      expect.objectContaining({
        photoboxFormat: '13x18',
        photoboxFormatString: '130x180',
        photoboxQuantityMax: 60,
      }),
      expect.objectContaining({
        photoboxFormat: '13x13',
        photoboxFormatString: '130x130',
        photoboxQuantityMax: 60,
      }),
    ])
  })
})
