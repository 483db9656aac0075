import { describe, expect, it } from 'vitest'
import { preflight } from '@/lib/shop/design-print/design/preflight'
import { createDocument, page, photoSlot } from '@/lib/shop/design-print/design/templates'
import { centreFaces } from './actions/centre-faces'
import { currentPage } from './scene'
import type { EditorScene } from './types'

const face = { x: 0.4, y: 0.2, width: 0.2, height: 0.2 }
const assets = { assets: { 'up-face': { widthPx: 2000, heightPx: 2000, faces: [face] } } }

function scene(locked = false): EditorScene {
  const slot = photoSlot({
    x: 20,
    y: 20,
    width: 60,
    height: 60,
    assetId: 'up-face',
    crop: { x: 0.5, y: 0, width: 0.5, height: 0.5 },
    locked,
  })
  const document = createDocument({
    id: 'd',
    format: 'a6-postcard',
    pages: [page('front', { layers: [slot] })],
  })
  return { document, pageId: document.pages[0]!.id, selectedId: null }
}

describe('centreFaces', () => {
  it('re-centres the crop on the faces so the face finding goes away', () => {
    const before = scene()
    const layerId = currentPage(before).layers[0]!.id
    expect(preflight(before.document, assets).map((i) => i.code)).toEqual(['face-outside-safe-area'])
    const after = centreFaces.perform(before, { layerId, faces: [face] }, { newId: (p) => p })
    expect(preflight(after.document, assets)).toEqual([])
  })

  it('leaves a locked slot alone', () => {
    const before = scene(true)
    const layerId = currentPage(before).layers[0]!.id
    const after = centreFaces.perform(before, { layerId, faces: [face] }, { newId: (p) => p })
    expect(currentPage(after).layers[0]).toEqual(currentPage(before).layers[0])
  })
})
