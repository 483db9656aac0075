import { describe, expect, it } from 'vitest'
import { mountSlice } from './mount-slices'

describe('mountSlice', () => {
  it('mounts the stage alone, then the page and background, then layers two at a time, then guides and transformer', () => {
    const steps = [0, 1, 2, 3, 4, 5, 6].map((step) => mountSlice(step, 5))
    expect(steps.map((s) => [s.page, s.layers, s.overlays, s.transformer, s.complete])).toEqual([
      [false, 0, false, false, false],
      [true, 0, false, false, false],
      [true, 2, false, false, false],
      [true, 4, false, false, false],
      [true, 5, false, false, false],
      [true, 5, true, false, false],
      [true, 5, true, true, true],
    ])
  })

  it('completes a page without layers after its background and guides', () => {
    expect(mountSlice(2, 0)).toMatchObject({ page: true, layers: 0, overlays: true, complete: false })
    expect(mountSlice(3, 0).complete).toBe(true)
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
