import { describe, expect, it } from 'vitest'
import { getMotif, motifSvg as clipartSvg } from './clipart/catalogue'
import { motifDocument } from './motif-document'
import { motifSvg as builtinSvg } from './motifs/registry'

describe('motifDocument', () => {
  it("draws a clip-art catalogue motif as the editor's clip-art panel shows it", () => {
    const twoHearts = getMotif('two-hearts')
    expect(twoHearts).toBeDefined()
    expect(motifDocument('two-hearts', ['#aa0000'])).toBe(clipartSvg(twoHearts!, ['#aa0000']))
  })

  it('draws a built-in motif of the generated designs in the layer colours', () => {
    expect(getMotif('rings')).toBeUndefined()
    const rings = motifDocument('rings', ['#c8a24a', '#9a9a9a'])
    expect(rings).toBe(builtinSvg('rings', ['#c8a24a', '#9a9a9a']))
    expect(rings).toContain('#c8a24a')
    expect(rings).toContain('#9a9a9a')
  })

  it('knows no other ids', () => {
    expect(motifDocument('gone', [])).toBeUndefined()
  })
})
