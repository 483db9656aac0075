import { describe, expect, it } from 'vitest'
import { photoPrintsSearch, readPhotoPrintDefaults } from './configurator-query'

describe('photo-print page URL', () => {
  it('reads the defaults for new photos and writes them back', () => {
    const defaults = readPhotoPrintDefaults({ format: '13x18', paper: 'hahnemuehle', border: 'white' })
    expect(defaults).toEqual({ format: '13x18', paper: 'hahnemuehle', border: 'white' })
    expect(photoPrintsSearch(defaults, { line: 'abc' })).toBe(
      '?format=13x18&paper=hahnemuehle&border=white&line=abc',
    )
    expect(
      readPhotoPrintDefaults(Object.fromEntries(new URLSearchParams(photoPrintsSearch(defaults)))),
    ).toEqual(defaults)
  })

  it('falls back to 10 × 15, matt, borderless for what it does not know', () => {
    expect(readPhotoPrintDefaults({})).toEqual({ format: '10x15', paper: 'matt', border: 'none' })
    expect(readPhotoPrintDefaults({ format: '99x99', paper: ['matt', 'glossy'], border: '<b>' })).toEqual({
      format: '10x15',
      paper: 'matt',
      border: 'none',
    })
  })
})
