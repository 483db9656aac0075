import { describe, expect, it } from 'vitest'
import { createDocument, page, textLayer } from '@/lib/shop/design-print/design/templates'
import { updateLayer } from './actions/update-layer'
import { currentPage } from './scene'
import { createEditorStore, loadDocumentCheck } from './store'

// Its own file: the check is loaded once per module instance, and here it must not be loaded yet.
describe('editor store before its document check has loaded (ADR 0036)', () => {
  const document = createDocument({
    id: 'unchecked',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [textLayer({ id: 'title', x: 10, y: 10, width: 80, height: 20, content: 'Hallo' })],
      }),
    ],
  })
  const setup = () =>
    createEditorStore({
      document,
      options: { productType: 'postcard', format: 'a6', paper: 'standard-matt', quantity: 50 },
    })
  const title = (store: ReturnType<typeof setup>) => currentPage(store.getState().scene).layers[0]

  it('applies changes at once and, once the check is in, undoes the first invalid one and what followed', async () => {
    const store = setup()
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { content: 'Hallo Anna' } })).toBe(
      true,
    )
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { fontSizePt: 900 } })).toBe(true)
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { content: 'Hallo Ben' } })).toBe(
      true,
    )
    expect(title(store)).toMatchObject({ content: 'Hallo Ben', fontSizePt: 900 })
    const version = store.getState().version
    await loadDocumentCheck()
    expect(title(store)).toMatchObject({ content: 'Hallo Anna' })
    expect(title(store)).not.toMatchObject({ fontSizePt: 900 })
    expect(store.getState().rejected).toMatch(/font size/)
    expect(store.getState().version).toBeGreaterThan(version)
    // The valid change before it stays, with its undo step.
    store.getState().undo()
    expect(title(store)).toMatchObject({ content: 'Hallo' })
    // From now on every change is checked before it is accepted.
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { fontSizePt: 900 } })).toBe(false)
  })
})
