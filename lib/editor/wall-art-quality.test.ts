import { describe, expect, it } from 'vitest'
import { dpiLevel, facesCutByCrop, formatsBelow, WALL_ART_DPI } from './wall-art-quality'

describe('dpiLevel', () => {
  it.each([
    [300, 'ok'],
    [150, 'ok'],
    [149.9, 'warn'],
    [75, 'warn'],
    [74.9, 'confirm'],
    [0, 'confirm'],
  ] as const)('%s dpi is %s', (dpi, level) => {
    expect(dpiLevel(dpi)).toBe(level)
  })
})

describe('formatsBelow', () => {
  // 3000 × 2000 px: 75 dpi over 1016 mm on the long side (3000 px / 75 × 25.4).
  const photo = { widthPx: 3000, heightPx: 2000 }
  const format = (key: string, w: number, h: number) => ({ key, photoWidthMm: w, photoHeightMm: h })

  it('marks the formats the photo cannot fill at 75 dpi, using as much of it as the aspect allows', () => {
    const below = formatsBelow(photo, [
      format('600x400', 600, 400),
      format('1000x667', 1000, 667),
      format('1200x800', 1200, 800),
      format('500x500', 500, 500),
      format('800x800', 800, 800),
    ])
    // Square: only 2000 px of the width are used, so 677 mm is the largest square at 75 dpi.
    expect([...below].sort()).toEqual(['1200x800', '800x800'])
  })

  it('takes another limit', () => {
    // 3000 px over 600 mm: 127 dpi.
    expect([...formatsBelow(photo, [format('600x400', 600, 400)], WALL_ART_DPI.warn)]).toEqual(['600x400'])
    expect([...formatsBelow(photo, [format('600x400', 600, 400)], 120)]).toEqual([])
  })
})

describe('facesCutByCrop', () => {
  const face = { x: 0.4, y: 0.1, width: 0.2, height: 0.2 }

  it('finds a face the crop edge runs through', () => {
    expect(facesCutByCrop([face], { x: 0.5, y: 0, width: 0.5, height: 1 })).toEqual([face])
  })

  it('leaves faces wholly inside or wholly outside alone', () => {
    expect(facesCutByCrop([face], { x: 0, y: 0, width: 1, height: 1 })).toEqual([])
    expect(facesCutByCrop([face], { x: 0.7, y: 0, width: 0.3, height: 1 })).toEqual([])
    // Touching the edge exactly is not a cut.
    expect(facesCutByCrop([face], { x: 0.4, y: 0.1, width: 0.2, height: 0.2 })).toEqual([])
  })

  it('judges the visible part of the box (a mat window) instead of the whole crop', () => {
    const crop = { x: 0, y: 0, width: 1, height: 1 }
    // The window shows the middle 70 % of the photo: the face at the top is cut by the mat.
    expect(facesCutByCrop([face], crop, { x: 0.15, y: 0.15, width: 0.7, height: 0.7 })).toEqual([face])
    expect(facesCutByCrop([face], crop, { x: 0.05, y: 0.05, width: 0.9, height: 0.9 })).toEqual([])
  })
})
