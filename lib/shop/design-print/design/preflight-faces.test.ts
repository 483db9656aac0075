import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FaceBox } from './face-box'
import { cropAroundFaces } from './face-crop'
import { boxContains, safeBox } from './geometry'
import { checkFaces, faceInSlot, facesAtRisk, isFaceCut, slotBoxOnPage } from './preflight-faces'
import { preflight } from './preflight'
import { createDocument, page, photoSlot, type LayerDraft } from './templates'

/** A6 postcard: 148 × 105 mm, 5 mm safe margin, so the safe box is 5..143 × 5..100 mm. */
const docWith = (...layers: LayerDraft[]) =>
  createDocument({ id: 'pf', format: 'a6-postcard', pages: [page('front', { layers }), page('back')] })
const SAFE = { x: 5, y: 5, width: 138, height: 95 }
const full = { x: 0, y: 0, width: 1, height: 1 }
const slot = (extra: Partial<Parameters<typeof facesAtRisk>[0]> = {}) => ({
  x: 20,
  y: 20,
  width: 60,
  height: 60,
  rotation: 0,
  crop: full,
  shape: 'rect' as const,
  ...extra,
})
const centred: FaceBox = { x: 0.4, y: 0.3, width: 0.2, height: 0.25 }
const photo = (extra: Partial<Parameters<typeof photoSlot>[0]> = {}) =>
  photoSlot({ x: 20, y: 20, width: 60, height: 60, assetId: 'up-face', ...extra })
const assets = (faces: FaceBox[]) => ({ assets: { 'up-face': { widthPx: 3000, heightPx: 3000, faces } } })

describe('face preflight', () => {
  it('maps a face through the crop into the slot and onto the page', () => {
    const inSlot = faceInSlot(centred, { x: 0.25, y: 0.25, width: 0.5, height: 0.5 })
    expect(inSlot.x).toBeCloseTo(0.3)
    expect(inSlot.width).toBeCloseTo(0.4)
    const onPage = slotBoxOnPage(slot(), inSlot)
    expect(onPage.x).toBeCloseTo(38)
    expect(onPage.width).toBeCloseTo(24)
    // A quarter turn about the slot centre (50, 50) swaps the axes of the box.
    const turned = slotBoxOnPage(slot({ rotation: 90 }), { x: 0, y: 0, width: 0.5, height: 0.25 })
    expect(turned.width).toBeCloseTo(15)
    expect(turned.height).toBeCloseTo(30)
  })

  it('flags a face cut by the frame, by an ellipse, or outside the safe area', () => {
    expect(facesAtRisk(slot(), [centred], SAFE)).toBe(false)
    const halfOut = { x: 0.4, y: 0.3, width: 0.2, height: 0.25 }
    expect(facesAtRisk(slot({ crop: { x: 0.5, y: 0, width: 0.5, height: 1 } }), [halfOut], SAFE)).toBe(true)
    const inCorner = { x: 0.05, y: 0.05, width: 0.2, height: 0.2 }
    expect(isFaceCut(inCorner, 'ellipse')).toBe(true)
    expect(isFaceCut(inCorner, 'rect')).toBe(false)
    const nearCut = slot({ x: 1, y: 20 })
    expect(facesAtRisk(nearCut, [{ x: 0, y: 0.4, width: 0.1, height: 0.1 }], SAFE)).toBe(true)
  })

  it('ignores a face the crop leaves out entirely', () => {
    const cropped = slot({ crop: { x: 0.5, y: 0, width: 0.5, height: 1 } })
    expect(facesAtRisk(cropped, [{ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }], SAFE)).toBe(false)
  })

  it('reports through preflight only for photos with known faces, never on the envelope', () => {
    const cut = { x: 0, y: 0.3, width: 0.2, height: 0.25 }
    const doc = docWith(photo({ x: 2 }))
    expect(preflight(doc, assets([cut])).map((i) => i.code)).toEqual(['face-outside-safe-area'])
    expect(preflight(doc, assets([centred]))).toEqual([])
    expect(preflight(doc, { assets: { 'up-face': { widthPx: 3000, heightPx: 3000 } } })).toEqual([])
    const front = doc.pages[0]!
    const envelope = { ...front, role: 'envelope' as const }
    expect(checkFaces(doc, envelope, front.layers[0]!, assets([cut]))).toEqual([])
  })

  const unit = fc.double({ min: 0, max: 1, noNaN: true })
  const box = (min: number) =>
    fc
      .tuple(unit, unit, fc.double({ min, max: 1, noNaN: true }), fc.double({ min, max: 1, noNaN: true }))
      .map(([a, b, w, h]) => ({ x: a * (1 - w), y: b * (1 - h), width: w, height: h }))

  it('never flags a face that lies fully inside the safe area and the frame (property)', () => {
    const slotArb = fc.record({
      x: fc.double({ min: 5, max: 100, noNaN: true }),
      y: fc.double({ min: 5, max: 60, noNaN: true }),
      width: fc.double({ min: 5, max: 40, noNaN: true }),
      height: fc.double({ min: 5, max: 35, noNaN: true }),
      rotation: fc.constantFrom(0, 90, 180, 270, 15, -30),
      crop: box(0.05),
      shape: fc.constant('rect' as const),
    })
    fc.assert(
      fc.property(slotArb, box(0.01), (s, inner) => {
        // A face placed inside the visible part of the crop, in image fractions.
        const face = {
          x: s.crop.x + inner.x * s.crop.width,
          y: s.crop.y + inner.y * s.crop.height,
          width: inner.width * s.crop.width,
          height: inner.height * s.crop.height,
        }
        fc.pre(boxContains(SAFE, slotBoxOnPage(s, faceInSlot(face, s.crop))))
        return !facesAtRisk(s, [face], SAFE)
      }),
    )
  })

  it('re-centres the crop so the faces become fully visible (property)', () => {
    fc.assert(
      fc.property(box(0.05), box(0.01), (crop, face) => {
        fc.pre(face.width * 1.3 <= 1 && face.height * 1.3 <= 1)
        const next = cropAroundFaces(crop, [face])
        expect(next.x).toBeGreaterThanOrEqual(0)
        expect(next.x + next.width).toBeLessThanOrEqual(1 + 1e-9)
        expect(next.width / next.height).toBeCloseTo(crop.width / crop.height, 6)
        // Whenever the grown crop could hold the faces with the same proportions, it does.
        if (next.width >= face.width && next.height >= face.height) {
          expect(isFaceCut(faceInSlot(face, next), 'rect')).toBe(false)
        }
      }),
    )
  })

  it('fixes the fixture case: a face cut at the slot edge is centred and the finding goes', () => {
    const doc = docWith(photo({ crop: { x: 0.5, y: 0, width: 0.5, height: 0.5 } }))
    const face = { x: 0.4, y: 0.2, width: 0.2, height: 0.2 }
    expect(preflight(doc, assets([face])).map((i) => i.code)).toEqual(['face-outside-safe-area'])
    const crop = cropAroundFaces({ x: 0.5, y: 0, width: 0.5, height: 0.5 }, [face])
    expect([crop.x, crop.y, crop.width, crop.height].map((n) => n.toFixed(6))).toEqual([
      '0.250000',
      '0.050000',
      '0.500000',
      '0.500000',
    ])
    expect(preflight(docWith(photo({ crop })), assets([face]))).toEqual([])
    expect(safeBox(doc.format)).toEqual(SAFE)
  })
})
