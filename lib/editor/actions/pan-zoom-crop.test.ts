import { describe, expect, it } from 'vitest'
import { cropMoveOfKey, MAX_ZOOM, movedCrop } from './pan-zoom-crop'

const aspect = (c: { width: number; height: number }) => c.width / c.height

describe('movedCrop', () => {
  const crop = { x: 0.2, y: 0, width: 0.5, height: 1 }

  it('pans the photo with the pointer and keeps the crop inside the photo', () => {
    // Dragging the photo right by a tenth of the frame shows more of its left side.
    expect(movedCrop(crop, { kind: 'pan', dx: 0.1, dy: 0 })).toEqual({ x: 0.15, y: 0, width: 0.5, height: 1 })
    expect(movedCrop(crop, { kind: 'pan', dx: 5, dy: 0 }).x).toBe(0)
    expect(movedCrop(crop, { kind: 'pan', dx: -5, dy: 0 }).x).toBe(0.5)
    // The height already spans the photo: a vertical drag changes nothing.
    expect(movedCrop(crop, { kind: 'pan', dx: 0, dy: 0.3 })).toEqual(crop)
  })

  it('zooms in about the given point and keeps the aspect', () => {
    const zoomed = movedCrop(crop, { kind: 'zoom', factor: 2, atX: 0.5, atY: 0.5 })
    expect(zoomed).toEqual({ x: 0.325, y: 0.25, width: 0.25, height: 0.5 })
    expect(aspect(zoomed)).toBeCloseTo(aspect(crop), 3)
    // About the top-left corner: that corner of the photo stays where it is.
    expect(movedCrop(crop, { kind: 'zoom', factor: 2, atX: 0, atY: 0 })).toEqual({
      x: 0.2,
      y: 0,
      width: 0.25,
      height: 0.5,
    })
  })

  it('zooms out no further than the photo and in no further than MAX_ZOOM', () => {
    const small = { x: 0.4, y: 0.4, width: 0.1, height: 0.2 }
    const out = movedCrop(small, { kind: 'zoom', factor: 0.01 })
    expect(Math.max(out.width, out.height)).toBe(1)
    expect(out.x + out.width).toBeLessThanOrEqual(1)
    expect(aspect(out)).toBeCloseTo(aspect(small), 3)
    const deep = movedCrop(crop, { kind: 'zoom', factor: 1000 })
    expect(deep.height).toBeCloseTo(1 / MAX_ZOOM, 4)
  })

  it('stays a valid crop after many moves', () => {
    let c = crop
    for (let i = 0; i < 200; i++) {
      c = movedCrop(
        c,
        i % 3 === 0
          ? { kind: 'zoom', factor: 1.13, atX: 0.9, atY: 0.1 }
          : { kind: 'pan', dx: 0.37, dy: -0.21 },
      )
      expect(c.x).toBeGreaterThanOrEqual(0)
      expect(c.y).toBeGreaterThanOrEqual(0)
      expect(c.x + c.width).toBeLessThanOrEqual(1 + 1e-9)
      expect(c.y + c.height).toBeLessThanOrEqual(1 + 1e-9)
    }
  })
})

describe('cropMoveOfKey', () => {
  it('pans with the arrows, zooms with + = and -, and ignores other keys', () => {
    expect(cropMoveOfKey('ArrowLeft')).toEqual({ kind: 'pan', dx: -0.05, dy: 0 })
    expect(cropMoveOfKey('=')).toEqual(cropMoveOfKey('+'))
    expect(cropMoveOfKey('-')).toEqual({ kind: 'zoom', factor: 1 / 1.1 })
    expect(cropMoveOfKey('a')).toBeUndefined()
  })
})
