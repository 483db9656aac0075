import { describe, expect, it } from 'vitest'
import type { Format } from './format'
import { standardFormat, STANDARD_FORMAT_KEYS, STANDARD_FORMATS } from './formats'
import {
  bleedBox,
  isInsideSafeArea,
  layerBounds,
  mmToPt,
  mmToPx,
  orientationOf,
  pageSize,
  panelSize,
  ptToMm,
  pxToMm,
  safeBox,
  trimBox,
} from './geometry'

const postcard = standardFormat('a6-postcard')

describe('unit conversions', () => {
  it.each<[number, number]>([
    [25.4, 72],
    [0, 0],
    [ptToMm(1), 1],
    [148, 419.528],
  ])('%s mm is %s pt', (mm, pt) => {
    expect(mmToPt(mm)).toBeCloseTo(pt, 3)
    expect(ptToMm(pt)).toBeCloseTo(mm, 3)
  })

  it('converts mm to pixels at a DPI and back', () => {
    expect(mmToPx(25.4, 300)).toBe(300)
    expect(pxToMm(300, 300)).toBe(25.4)
    expect(ptToMm(1)).toBeCloseTo(0.3528, 4)
  })
})

describe('boxes', () => {
  it.each<[string, Format['fold'], number, number]>([
    ['flat', 'none', 148, 105],
    ['vertical fold', 'vertical', 74, 105],
    ['horizontal fold', 'horizontal', 148, 52.5],
    ['tent', 'tent', 148, 52.5],
  ])('panel of a 148 × 105 sheet, %s', (_name, fold, width, height) => {
    expect(panelSize({ ...postcard, fold })).toEqual({ width, height })
  })

  it('gives trim, bleed and safe boxes in page coordinates', () => {
    expect(trimBox(postcard)).toEqual({ x: 0, y: 0, width: 148, height: 105 })
    expect(bleedBox(postcard)).toEqual({ x: -3, y: -3, width: 154, height: 111 })
    expect(safeBox(postcard)).toEqual({ x: 5, y: 5, width: 138, height: 95 })
  })

  it('uses the envelope size for an envelope page', () => {
    const envelope = { sizeMm: { width: 162, height: 114 } }
    expect(pageSize(postcard, envelope)).toEqual({ width: 162, height: 114 })
    expect(bleedBox(postcard, envelope)).toEqual({ x: -3, y: -3, width: 168, height: 120 })
  })

  it.each(STANDARD_FORMAT_KEYS)('standard format %s declares the orientation of its pages', (key) => {
    expect(orientationOf(panelSize(standardFormat(key)))).toBe(STANDARD_FORMATS[key].orientation)
  })
})

describe('layerBounds', () => {
  const layer = { x: 10, y: 20, width: 40, height: 20, rotation: 0 }
  it.each<[number, { x: number; y: number; width: number; height: number }]>([
    [0, { x: 10, y: 20, width: 40, height: 20 }],
    [180, { x: 10, y: 20, width: 40, height: 20 }],
    [90, { x: 20, y: 10, width: 20, height: 40 }],
    [-90, { x: 20, y: 10, width: 20, height: 40 }],
    [
      45,
      { x: 30 - 30 / Math.SQRT2, y: 30 - 30 / Math.SQRT2, width: 60 / Math.SQRT2, height: 60 / Math.SQRT2 },
    ],
  ])('rotated %s° about the centre', (rotation, expected) => {
    const box = layerBounds({ ...layer, rotation })
    expect(box.x).toBeCloseTo(expected.x, 9)
    expect(box.y).toBeCloseTo(expected.y, 9)
    expect(box.width).toBeCloseTo(expected.width, 9)
    expect(box.height).toBeCloseTo(expected.height, 9)
  })
})

describe('isInsideSafeArea', () => {
  it.each<[string, { x: number; y: number; width: number; height: number; rotation: number }, boolean]>([
    ['exactly the safe box', { x: 5, y: 5, width: 138, height: 95, rotation: 0 }, true],
    ['well inside', { x: 20, y: 20, width: 50, height: 10, rotation: 0 }, true],
    ['touching the trim', { x: 0, y: 20, width: 50, height: 10, rotation: 0 }, false],
    ['full bleed photo', { x: -3, y: -3, width: 154, height: 111, rotation: 0 }, false],
    ['inside until rotated', { x: 5, y: 5, width: 138, height: 95, rotation: 10 }, false],
    ['exactly fits rotated 90°', { x: 26.5, y: 5, width: 95, height: 95, rotation: 90 }, true],
  ])('%s → %s', (_name, layer, inside) => {
    expect(isInsideSafeArea(layer, postcard)).toBe(inside)
  })
})
