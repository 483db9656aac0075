import { describe, expect, it } from 'vitest'
import { ptToMm } from './geometry'
import { estimateWidthMm, layoutText } from './text-layout'

const base = { width: 50, height: 40, fontSizePt: 12, fontWeight: 400, lineHeight: 1.2, letterSpacingEm: 0 }

describe('layoutText', () => {
  it('keeps a short line whole and honours explicit newlines', () => {
    expect(layoutText('Hallo', base).lines).toEqual(['Hallo'])
    expect(layoutText('Hallo\nWelt', base).lines).toEqual(['Hallo', 'Welt'])
  })

  it('wraps at spaces within the box width', () => {
    const { lines, fontSizeMm } = layoutText('Wir freuen uns sehr auf euren Besuch im Juni', base)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines)
      expect(estimateWidthMm(line, fontSizeMm, 0, false)).toBeLessThanOrEqual(base.width)
    expect(lines.join(' ')).toBe('Wir freuen uns sehr auf euren Besuch im Juni')
  })

  it('breaks a word longer than the box', () => {
    const { lines } = layoutText('Donaudampfschifffahrtsgesellschaftskapitän', { ...base, width: 20 })
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.join('')).toBe('Donaudampfschifffahrtsgesellschaftskapitän')
  })

  it('cuts at maxLines with an ellipsis', () => {
    const { lines } = layoutText('eins zwei drei vier fünf sechs sieben acht neun zehn', {
      ...base,
      width: 20,
      maxLines: 2,
    })
    expect(lines).toHaveLength(2)
    expect(lines[1]?.endsWith('…')).toBe(true)
  })

  it('shrinks the font to fit when autoShrink is on, not below 4 pt', () => {
    const text = 'Ein recht langer Text, der in eine kleine Box passen soll'
    const fixed = layoutText(text, { ...base, height: 8 })
    const shrunk = layoutText(text, { ...base, height: 8, autoShrink: true })
    expect(fixed.overflows).toBe(true)
    expect(shrunk.overflows).toBe(false)
    expect(shrunk.fontSizeMm).toBeLessThan(fixed.fontSizeMm)
    const tiny = layoutText(text.repeat(20), { ...base, height: 2, autoShrink: true })
    expect(tiny.fontSizeMm).toBeCloseTo(ptToMm(4), 9)
  })
})
