import { describe, expect, it, vi } from 'vitest'
import { createDocument, page, textLayer } from '@/lib/shop/design-print/design/templates'
import { updateLayer } from './actions/update-layer'
import { createEditorStore, loadDocumentCheck } from './store'

// The first request for the check's chunk fails (a flaky connection); the next change asks again.
let attempts = 0
vi.mock('./document-check', async (importOriginal) => {
  attempts += 1
  if (attempts === 1) throw new Error('chunk failed to load')
  return importOriginal()
})

// Its own file: the check is loaded once per module instance.
describe('editor store when its document check fails to load (ADR 0036)', () => {
  const store = createEditorStore({
    document: createDocument({
      id: 'retry',
      format: 'a6-postcard',
      pages: [
        page('front', {
          layers: [textLayer({ id: 'title', x: 10, y: 10, width: 80, height: 20, content: 'Hallo' })],
        }),
      ],
    }),
    options: { productType: 'postcard', format: 'a6', paper: 'standard-matt', quantity: 50 },
  })

  it('keeps the editor working and loads the check at the next try', async () => {
    await expect(loadDocumentCheck()).rejects.toThrow()
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { content: 'Hallo Anna' } })).toBe(
      true,
    )
    await expect(loadDocumentCheck()).resolves.toBeTypeOf('function')
    expect(attempts).toBe(2)
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { fontSizePt: 900 } })).toBe(false)
  })
})
