import { beforeAll, describe, expect, it } from 'vitest'
import { createDocument, page } from '@/lib/shop/design-print/design/templates'
import { placeUpload, coverCrop } from './actions/place-upload'
import { selectLayer } from './actions/select-layer'
import { setGuestList } from './actions/set-guest-list'
import { currentPage } from './scene'
import { createEditorStore, loadDocumentCheck } from './store'

function setup() {
  const document = createDocument({
    id: 'd1',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          {
            id: 'slot',
            type: 'photo',
            name: 'Foto',
            x: 10,
            y: 10,
            width: 40,
            height: 40,
            rotation: 0,
            opacity: 1,
            locked: false,
            hidden: false,
            crop: { x: 0, y: 0, width: 1, height: 1 },
            placeholderLabel: 'Ihr Foto',
            shape: 'rect',
          },
        ],
      }),
    ],
  })
  let n = 0
  return createEditorStore({
    document,
    options: { productType: 'postcard', format: 'a6', quantity: 50 } as never,
    ctx: { newId: (p) => `${p}-${++n}` },
  })
}

const photo = {
  assetId: 'up-1',
  kind: 'photo' as const,
  widthPx: 4000,
  heightPx: 2000,
  widthMm: null,
  heightMm: null,
  name: 'foto.jpg',
}

// The design tool loads the check after its first render; these tests check every change at once.
beforeAll(() => loadDocumentCheck())

describe('placeUpload', () => {
  it('fills the selected photo slot and crops the photo to the slot', () => {
    const store = setup()
    store.getState().run(selectLayer, { layerId: 'slot' })
    expect(store.getState().run(placeUpload, photo)).toBe(true)
    const slot = currentPage(store.getState().scene).layers[0]
    expect(slot).toMatchObject({
      id: 'slot',
      assetId: 'up-1',
      crop: { x: 0.25, y: 0, width: 0.5, height: 1 },
    })
  })

  it('adds a new photo layer when no slot is selected, in the photo’s proportions', () => {
    const store = setup()
    store.getState().run(placeUpload, photo)
    const layers = currentPage(store.getState().scene).layers
    expect(layers).toHaveLength(2)
    const added = layers[1]
    expect(added).toMatchObject({ type: 'photo', assetId: 'up-1' })
    expect((added?.width ?? 0) / (added?.height ?? 1)).toBeCloseTo(2, 1)
    expect(store.getState().scene.selectedId).toBe(added?.id)
  })

  it('places a logo as an artwork layer', () => {
    const store = setup()
    store.getState().run(placeUpload, {
      ...photo,
      kind: 'layout',
      assetId: 'up-2',
      widthPx: null,
      heightPx: null,
      widthMm: 50,
      heightMm: 25,
    })
    expect(currentPage(store.getState().scene).layers[1]).toMatchObject({
      type: 'artwork',
      source: { kind: 'asset', assetId: 'up-2' },
    })
  })

  it('crops tall images vertically', () => {
    expect(coverCrop(0.5, 1)).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 })
  })
})

describe('setGuestList', () => {
  it('stores the list and mapping in the document and removes them again (undoable)', () => {
    const store = setup()
    const id = '0b8f8a52-7d4e-4a57-9a8e-6d0f1b2c3d4e'
    store.getState().run(setGuestList, { guestListId: id, mapping: { Vorname: 'First' } })
    expect(store.getState().scene.document).toMatchObject({
      guestListId: id,
      guestMapping: { Vorname: 'First' },
    })
    store.getState().run(setGuestList, null)
    expect(store.getState().scene.document).not.toHaveProperty('guestListId')
    store.getState().undo()
    expect(store.getState().scene.document.guestListId).toBe(id)
  })
})
