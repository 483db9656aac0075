import { beforeAll, describe, expect, it } from 'vitest'
import { newPhotoboxDocument, type PhotoboxSpec } from '@/lib/shop/design-print/design/photobox'
import { printPhotoOf } from '@/lib/shop/design-print/design/photo-print-page'
import { photoboxLidDesign } from '@/lib/shop/photo-products/photobox/lid-designs'
import { createEditorStore, loadDocumentCheck } from '../store'
import { addBoxPrints } from './add-box-prints'
import { cropBoxPrint } from './crop-box-print'
import { duplicateBoxPrint } from './duplicate-box-print'
import { moveBoxPrint } from './move-box-print'
import { removeBoxPrint } from './remove-box-print'
import { setPhotoboxSpec } from './set-photobox-spec'

const spec: PhotoboxSpec = {
  designType: 'dt42',
  type: 'standard',
  format: '10x15',
  material: 'photo-matt',
  quantity: 10,
}

function setup() {
  const document = newPhotoboxDocument(spec, photoboxLidDesign('dt42', 'Unsere Momente'), 'box-1')
  return createEditorStore({ document, options: null })
}
const uploads = [
  { id: 'a', widthPx: 3000, heightPx: 2000 },
  { id: 'b', widthPx: 2000, heightPx: 3000 },
  { id: 'c', widthPx: 2000, heightPx: 2000 },
]
const prints = (store: ReturnType<typeof setup>) => store.getState().scene.document.pages.slice(1)
const assets = (store: ReturnType<typeof setup>) => prints(store).map((p) => printPhotoOf(p)?.assetId)

beforeAll(() => loadDocumentCheck())

describe('photo-box actions', () => {
  it('adds uploads as prints in one undo step', () => {
    const store = setup()
    expect(store.getState().run(addBoxPrints, { uploads })).toBe(true)
    expect(assets(store)).toEqual(['a', 'b', 'c'])
    expect(prints(store)[0]?.sizeMm).toEqual({ width: 150, height: 100 })
    store.getState().undo()
    expect(prints(store)).toEqual([])
  })

  it('moves, duplicates, crops and removes prints', () => {
    const store = setup()
    store.getState().run(addBoxPrints, { uploads })
    const [a, b] = prints(store)
    store.getState().run(moveBoxPrint, { pageId: a!.id, toIndex: 2 })
    expect(assets(store)).toEqual(['b', 'c', 'a'])
    store.getState().run(duplicateBoxPrint, { pageId: b!.id })
    expect(assets(store)).toEqual(['b', 'b', 'c', 'a'])
    store.getState().run(cropBoxPrint, { pageId: b!.id, crop: { x: 0.5, y: 0.5, width: 0.4, height: 0.4 } })
    const crop = printPhotoOf(prints(store)[0]!)?.crop
    expect(crop?.x).toBeGreaterThan(0.3)
    store.getState().run(removeBoxPrint, { pageId: b!.id })
    expect(assets(store)).toEqual(['b', 'c', 'a'])
    // The lid is no print: removing it changes nothing.
    expect(store.getState().run(removeBoxPrint, { pageId: 'lid' })).toBe(false)
  })

  it('changes format and design, and refuses a box its format does not hold', () => {
    const store = setup()
    store.getState().run(addBoxPrints, { uploads })
    store.getState().run(setPhotoboxSpec, { patch: { format: '13x18', designType: 'dt52' } })
    const { document } = store.getState().scene
    expect(document.photobox).toMatchObject({ format: '13x18', designType: 'dt52' })
    expect(document.format.trimWidthMm).toBe(142)
    expect(document.pages[1]?.sizeMm).toEqual({ width: 180, height: 130 })
    expect(document.pages[0]?.layers[1]).toMatchObject({
      content: 'Unsere Momente',
      fontFamily: 'Montserrat',
    })
    expect(store.getState().run(setPhotoboxSpec, { patch: { quantity: 70 } })).toBe(false)
    expect(store.getState().run(setPhotoboxSpec, { patch: { quantity: 60 } })).toBe(true)
  })
})
