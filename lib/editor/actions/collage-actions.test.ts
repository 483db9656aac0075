import { beforeAll, describe, expect, it } from 'vitest'
import type { AutoFillPhoto } from '@/lib/shop/design-print/design/auto-fill'
import { collagePhotoCells, collageText, newCollageDocument } from '@/lib/shop/design-print/design/collage'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { createEditorStore, loadDocumentCheck } from '../store'
import { cropCollageCell } from './crop-collage-cell'
import { fillCollage } from './fill-collage'
import { setCollageLayout } from './set-collage-layout'
import { setCollageSpec } from './set-collage-spec'
import { setCollageText } from './set-collage-text'
import { swapPhotos } from './swap-photos'

const poster: WallArtSpec = { material: 'poster', widthMm: 600, heightMm: 900, frame: null, canvas: null }

function setup(layout: 'hero-left-4' | 'grid-2x2' = 'hero-left-4') {
  const document = newCollageDocument(
    { designId: 6, layout, mode: 'poster', spacingMm: 10, color: '#ffffff' },
    { ...poster, widthMm: 900, heightMm: 600 },
    { id: 6, layout, background: '#ffffff', text: null, fontFamily: 'Inter' },
    'col-1',
  )
  return createEditorStore({ document, options: null })
}

const photo = (id: string, widthPx: number, heightPx: number, at: string): AutoFillPhoto => ({
  id,
  widthPx,
  heightPx,
  capturedAt: at,
  uploadedAt: '2026-11-01T00:00:00Z',
})
const photos = [
  photo('p-portrait-1', 3000, 4000, '2026-01-01'),
  photo('p-landscape', 4000, 3000, '2026-01-02'),
  photo('p-portrait-2', 3000, 4000, '2026-01-03'),
  photo('p-square', 3000, 3000, '2026-01-04'),
  photo('p-late', 4000, 3000, '2026-12-01'),
]
const assets = (store: ReturnType<typeof setup>) =>
  collagePhotoCells(store.getState().scene.document).map((c) => c.assetId)

beforeAll(() => loadDocumentCheck())

describe('fillCollage', () => {
  it('fills every cell with the oldest photos, the hero with the best-fitting shape, one undo step', () => {
    const store = setup()
    expect(store.getState().run(fillCollage, { photos })).toBe(true)
    // The hero (2/3 of a 3:2 page, so about square) takes the square photo, the first small
    // landscape cell the landscape one; the latest photo is left out.
    expect(assets(store)).toEqual(['p-square', 'p-landscape', 'p-portrait-1', 'p-portrait-2'])
    store.getState().undo()
    expect(assets(store)).toEqual([undefined, undefined, undefined, undefined])
  })

  it('empties cells it has no photo for', () => {
    const store = setup('grid-2x2')
    store.getState().run(fillCollage, { photos: photos.slice(0, 2) })
    expect(assets(store).filter(Boolean)).toHaveLength(2)
  })
})

describe('swap, pan and zoom', () => {
  it('swaps two cells’ photos by drag (the shared swapPhotos) and pans one cell', () => {
    const store = setup('grid-2x2')
    store.getState().run(fillCollage, { photos: photos.slice(0, 4) })
    const before = assets(store)
    const pixels = Object.fromEntries(photos.map((p) => [p.id, { widthPx: p.widthPx, heightPx: p.heightPx }]))
    store.getState().run(swapPhotos, {
      a: { pageId: 'front', layerId: 'cell-1' },
      b: { pageId: 'front', layerId: 'cell-4' },
      pixels,
    })
    expect(assets(store)).toEqual([before[3], before[1], before[2], before[0]])
    const crop = collagePhotoCells(store.getState().scene.document)[0]?.crop
    store.getState().run(cropCollageCell, { layerId: 'cell-1', move: { kind: 'zoom', factor: 2 } })
    const zoomed = collagePhotoCells(store.getState().scene.document)[0]?.crop
    expect(zoomed?.width).toBeCloseTo((crop?.width ?? 0) / 2, 3)
    expect(
      store.getState().run(cropCollageCell, { layerId: 'cell-9', move: { kind: 'pan', dx: 1, dy: 0 } }),
    ).toBe(false)
  })
})

describe('setCollageLayout, setCollageSpec, setCollageText', () => {
  it('keeps the photos in cell order across layouts and changes spacing, background and material', () => {
    const store = setup('grid-2x2')
    store.getState().run(fillCollage, { photos: photos.slice(0, 4) })
    const before = assets(store)
    store.getState().run(setCollageLayout, { layout: 'grid-3x3', designId: 2 })
    expect(assets(store).slice(0, 4)).toEqual(before)
    expect(store.getState().scene.document.collage).toMatchObject({ layout: 'grid-3x3', designId: 2 })
    store.getState().run(setCollageSpec, {
      collage: { spacingMm: 0, color: '#112233', mode: 'leinwand' },
      wallArt: {
        material: 'leinwand',
        widthMm: 900,
        heightMm: 600,
        frame: null,
        canvas: { edge: 'color', edgeColor: '#112233', depthMm: 20 },
      },
    })
    const doc = store.getState().scene.document
    expect(doc.collage).toMatchObject({ spacingMm: 0, color: '#112233', mode: 'leinwand' })
    expect(doc.pages[0]?.background).toEqual({ kind: 'color', color: '#112233' })
    expect(assets(store).slice(0, 4)).toEqual(before)
  })

  it('refuses a mode its material does not make, changing nothing', () => {
    const store = setup('grid-2x2')
    expect(() => store.getState().run(setCollageSpec, { collage: { mode: 'leinwand' } })).toThrow(
      /mode poster/,
    )
    expect(store.getState().scene.document.collage?.mode).toBe('poster')
  })

  it('adds and removes the text', () => {
    const store = setup('grid-2x2')
    store
      .getState()
      .run(setCollageText, { text: { content: '<script>alert(1)</script>', fontFamily: 'Lora' } })
    expect(collageText(store.getState().scene.document)?.content).toBe('<script>alert(1)</script>')
    store.getState().run(setCollageText, { text: null })
    expect(collageText(store.getState().scene.document)).toBeNull()
  })
})
