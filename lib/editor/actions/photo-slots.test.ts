import { beforeAll, describe, expect, it } from 'vitest'
import { createDocument, page, photoSlot } from '@/lib/shop/design-print/design/templates'
import type { PhotoLayer } from '@/lib/shop/design-print/design/document'
import { createEditorStore, loadDocumentCheck } from '../store'
import { placePhotoInSlot } from './place-photo-in-slot'
import { swapPhotos } from './swap-photos'

const box = { x: 10, y: 10, rotation: 0, opacity: 1, locked: false, hidden: false }

/** Two pages with a square and a wide slot, the first holding a landscape photo. */
function setup() {
  const document = createDocument({
    id: 'd1',
    format: 'a6-folded',
    pages: [
      page('front', {
        layers: [
          photoSlot({
            ...box,
            id: 'square',
            name: 'Foto',
            width: 40,
            height: 40,
            assetId: 'up-wide',
            crop: { x: 0.25, y: 0, width: 0.5, height: 1 },
          }),
        ],
      }),
      page('inside-top'),
      page('inside-bottom', {
        layers: [photoSlot({ ...box, id: 'wide', name: 'Foto', width: 80, height: 40 })],
      }),
      page('back', {
        layers: [photoSlot({ ...box, id: 'locked', name: 'Foto', width: 40, height: 40, locked: true })],
      }),
    ],
  })
  return createEditorStore({ document, options: null as never, ctx: { newId: (p) => `${p}-1` } })
}

const slot = (store: ReturnType<typeof setup>, pageRole: string, id: string) =>
  store
    .getState()
    .scene.document.pages.find((p) => p.role === pageRole)
    ?.layers.find((l) => l.id === id) as PhotoLayer

const pixels = { 'up-wide': { widthPx: 4000, heightPx: 2000 }, 'up-tall': { widthPx: 1000, heightPx: 2000 } }

beforeAll(() => loadDocumentCheck())

describe('placePhotoInSlot', () => {
  it('fills a slot on another page than the current one, cropped to the slot', () => {
    const store = setup()
    const upload = { id: 'up-tall', widthPx: 1000, heightPx: 2000 }
    expect(store.getState().run(placePhotoInSlot, { pageId: 'inside-bottom', layerId: 'wide', upload })).toBe(
      true,
    )
    expect(slot(store, 'inside-bottom', 'wide')).toMatchObject({
      assetId: 'up-tall',
      crop: { x: 0, y: 0.38, width: 1, height: 0.25 },
    })
    expect(store.getState().scene.pageId).toBe('front')
    store.getState().undo()
    expect(slot(store, 'inside-bottom', 'wide').assetId).toBeUndefined()
  })

  it('keeps faces in the crop', () => {
    const store = setup()
    const faces = [{ x: 0.85, y: 0.4, width: 0.1, height: 0.2 }]
    const upload = { id: 'up-wide', widthPx: 4000, heightPx: 2000, faces }
    store.getState().run(placePhotoInSlot, { pageId: 'front', layerId: 'square', upload })
    const { crop } = slot(store, 'front', 'square')
    expect(crop.x + crop.width).toBeGreaterThanOrEqual(0.95)
  })

  it('leaves locked slots, other layers and unknown pages alone', () => {
    const store = setup()
    const upload = { id: 'up-tall', widthPx: 1000, heightPx: 2000 }
    expect(store.getState().run(placePhotoInSlot, { pageId: 'back', layerId: 'locked', upload })).toBe(false)
    expect(store.getState().run(placePhotoInSlot, { pageId: 'nope', layerId: 'wide', upload })).toBe(false)
    expect(store.getState().run(placePhotoInSlot, { pageId: 'front', layerId: 'wide', upload })).toBe(false)
  })
})

describe('swapPhotos', () => {
  it('swaps the photos of two pages in one undo step, each cropped for its new slot', () => {
    const store = setup()
    store.getState().run(placePhotoInSlot, {
      pageId: 'inside-bottom',
      layerId: 'wide',
      upload: { id: 'up-tall', widthPx: 1000, heightPx: 2000 },
    })
    const ok = store.getState().run(swapPhotos, {
      a: { pageId: 'front', layerId: 'square' },
      b: { pageId: 'inside-bottom', layerId: 'wide' },
      pixels,
    })
    expect(ok).toBe(true)
    expect(slot(store, 'front', 'square')).toMatchObject({
      assetId: 'up-tall',
      crop: { x: 0, y: 0.25, width: 1, height: 0.5 },
    })
    expect(slot(store, 'inside-bottom', 'wide')).toMatchObject({
      assetId: 'up-wide',
      crop: { x: 0, y: 0, width: 1, height: 1 },
    })
    store.getState().undo()
    expect(slot(store, 'front', 'square').assetId).toBe('up-wide')
    expect(slot(store, 'inside-bottom', 'wide').assetId).toBe('up-tall')
  })

  it('moves a photo into an empty slot, leaving its own slot empty', () => {
    const store = setup()
    store.getState().run(swapPhotos, {
      a: { pageId: 'front', layerId: 'square' },
      b: { pageId: 'inside-bottom', layerId: 'wide' },
      pixels,
    })
    expect(slot(store, 'front', 'square').assetId).toBeUndefined()
    expect(slot(store, 'front', 'square').crop).toEqual({ x: 0, y: 0, width: 1, height: 1 })
    expect(slot(store, 'inside-bottom', 'wide').assetId).toBe('up-wide')
  })

  it('changes nothing for a locked slot or a slot swapped with itself', () => {
    const store = setup()
    const a = { pageId: 'front', layerId: 'square' }
    expect(store.getState().run(swapPhotos, { a, b: { pageId: 'back', layerId: 'locked' }, pixels })).toBe(
      false,
    )
    expect(store.getState().run(swapPhotos, { a, b: a, pixels })).toBe(false)
  })
})
