import { describe, expect, it } from 'vitest'
import { fitPoster, type PosterTable } from './poster'

const tables = (count: number, guests: number, name = 'Gast'): PosterTable[] =>
  Array.from({ length: count }, (_, i) => ({
    label: `Tisch ${i + 1}`,
    names: Array.from({ length: guests }, (_, j) => `${name} ${i + 1}.${j + 1}`),
  }))

/** The "Tische" box of the catalogue's A2 poster, about 360 × 380 mm. */
const BOX = { width: 360, height: 380 }

describe('the table plan poster’s columns', () => {
  it('sets a small wedding large in few columns and a large one smaller in more', () => {
    const small = fitPoster(tables(3, 6), BOX)
    const large = fitPoster(tables(24, 10), BOX)
    expect(small.fits && large.fits).toBe(true)
    expect(small.namePt).toBeGreaterThan(large.namePt)
    expect(large.columns).toBeGreaterThan(small.columns)
  })

  it('keeps the tables in order, each whole in one column', () => {
    const input = tables(11, 7)
    const { split } = fitPoster(input, BOX)
    expect(split.flat()).toEqual(input)
  })

  it('takes fewer columns or smaller type for long names instead of letting them run over', () => {
    const short = fitPoster(tables(6, 4), BOX)
    const long = fitPoster(tables(6, 4, 'Prof. Dr. Maximiliane von Hohenzollern-Sigmaringen'), BOX)
    expect(long.namePt * long.columns).toBeLessThan(short.namePt * short.columns)
  })

  it('says when even the smallest type leaves a column too long', () => {
    const fit = fitPoster(tables(40, 20), BOX)
    expect(fit.fits).toBe(false)
    expect(fit.split.flat()).toHaveLength(40)
  })
})
