import { describe, expect, it } from 'vitest'
import { mountSlice } from './mount-slices'

describe('mountSlice', () => {
  it('mounts the stage alone, then its layer, the page and background, layers two at a time, guides, transformer', () => {
    const steps = [0, 1, 2, 3, 4, 5, 6, 7].map((step) => mountSlice(step, 5))
    expect(steps.map((s) => [s.layer, s.page, s.layers, s.overlays, s.transformer, s.complete])).toEqual([
      [false, false, 0, false, false, false],
      [true, false, 0, false, false, false],
      [true, true, 0, false, false, false],
      [true, true, 2, false, false, false],
      [true, true, 4, false, false, false],
      [true, true, 5, false, false, false],
      [true, true, 5, true, false, false],
      [true, true, 5, true, true, true],
    ])
  })

  it('completes a page without layers after its background and guides', () => {
    expect(mountSlice(3, 0)).toMatchObject({ page: true, layers: 0, overlays: true, complete: false })
    expect(mountSlice(4, 0).complete).toBe(true)
  })

  it('shows everything once the first mount is over', () => {
    expect(mountSlice('all', 3)).toMatchObject({
      page: true,
      overlays: true,
      transformer: true,
      complete: true,
    })
    expect(mountSlice('all', 3).layers).toBeGreaterThan(3)
  })
})
