import { beforeAll, describe, expect, it } from 'vitest'
import { createDocument, page, textLayer } from '@/lib/shop/design-print/design/templates'
import { addLayer } from './actions/add-layer'
import { deleteLayer } from './actions/delete-layer'
import { duplicateLayer } from './actions/duplicate-layer'
import { nudgeLayer } from './actions/nudge-layer'
import { reorderLayer } from './actions/reorder-layer'
import { selectLayer } from './actions/select-layer'
import { selectPage } from './actions/select-page'
import { setBackground } from './actions/set-background'
import { updateLayer } from './actions/update-layer'
import { newClipartLayer, newTextLayer } from './layer-factory'
import { currentPage } from './scene'
import { createEditorStore, loadDocumentCheck } from './store'

function setup() {
  const document = createDocument({
    id: 'd1',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          textLayer({ id: 'title', content: 'Hallo', x: 10, y: 10, width: 100, height: 20 }),
          textLayer({ id: 'sub', content: 'Welt', x: 10, y: 40, width: 100, height: 20, locked: true }),
        ],
      }),
      page('back'),
    ],
  })
  let n = 0
  let clock = 0
  const store = createEditorStore({
    document,
    options: { productType: 'postcard', format: 'a6', paper: 'standard-matt', quantity: 50 },
    ctx: { newId: (prefix) => `${prefix}-${++n}` },
    now: () => (clock += 5000),
  })
  const ids = () => currentPage(store.getState().scene).layers.map((l) => l.id)
  const layer = (id: string) => currentPage(store.getState().scene).layers.find((l) => l.id === id)
  return { store, ids, layer, tick: (ms: number) => (clock += ms - 5000) }
}

// The design tool loads the check after its first render; these tests check every change at once.
beforeAll(() => loadDocumentCheck())

describe('editor store', () => {
  it('adds a layer on top, selects it and lists its font', () => {
    const { store, ids } = setup()
    const { scene, run } = store.getState()
    const draft = newTextLayer(scene.document, currentPage(scene), 'Neu', 'Text')
    expect(run(addLayer, { layer: { ...draft, fontFamily: 'Lora' } })).toBe(true)
    expect(ids()).toEqual(['title', 'sub', 'text-1'])
    expect(store.getState().scene.selectedId).toBe('text-1')
    expect(store.getState().scene.document.fonts.map((f) => f.family)).toEqual(['Inter', 'Lora'])
  })

  it('moves, resizes and rotates a layer and undoes and redoes it', () => {
    const { store, layer } = setup()
    const { run } = store.getState()
    run(updateLayer, { layerId: 'title', patch: { x: 20, y: 15 } })
    run(updateLayer, { layerId: 'title', patch: { width: 80, rotation: 15 } })
    expect(layer('title')).toMatchObject({ x: 20, y: 15, width: 80, rotation: 15 })
    store.getState().undo()
    expect(layer('title')).toMatchObject({ x: 20, width: 100, rotation: 0 })
    store.getState().undo()
    expect(layer('title')).toMatchObject({ x: 10, y: 10 })
    store.getState().undo() // nothing left: no change
    store.getState().redo()
    store.getState().redo()
    expect(layer('title')).toMatchObject({ x: 20, width: 80, rotation: 15 })
  })

  it('a new change after undo drops the redo branch', () => {
    const { store, layer } = setup()
    store.getState().run(updateLayer, { layerId: 'title', patch: { x: 30 } })
    store.getState().undo()
    store.getState().run(updateLayer, { layerId: 'title', patch: { x: 40 } })
    store.getState().redo()
    expect(layer('title')?.x).toBe(40)
  })

  it('coalesces typing with the same key into one undo step', () => {
    const { store, layer, tick } = setup()
    const { run } = store.getState()
    tick(100)
    run(updateLayer, { layerId: 'title', patch: { content: 'Hallo A' } }, { coalesce: 'text:title' })
    tick(100)
    run(updateLayer, { layerId: 'title', patch: { content: 'Hallo An' } }, { coalesce: 'text:title' })
    tick(100)
    run(updateLayer, { layerId: 'title', patch: { content: 'Hallo Anna' } }, { coalesce: 'text:title' })
    store.getState().undo()
    expect(layer('title')).toMatchObject({ content: 'Hallo' })
  })

  it('refuses a change that would make the document invalid and keeps the state', () => {
    const { store, layer } = setup()
    const before = store.getState().scene
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { fontSizePt: 900 } })).toBe(false)
    expect(store.getState().scene).toBe(before)
    expect(store.getState().rejected).toMatch(/font size/)
    expect(store.getState().history.past).toHaveLength(0)
    expect(store.getState().run(updateLayer, { layerId: 'title', patch: { x: 5000 } })).toBe(false)
    expect(layer('title')?.x).toBe(10)
  })

  it('deletes the selected layer but never a locked one', () => {
    const { store, ids } = setup()
    const { run } = store.getState()
    run(selectLayer, { layerId: 'title' })
    run(deleteLayer, {})
    expect(ids()).toEqual(['sub'])
    expect(store.getState().scene.selectedId).toBeNull()
    expect(run(deleteLayer, { layerId: 'sub' })).toBe(false)
    store.getState().undo()
    expect(ids()).toEqual(['title', 'sub'])
  })

  it('reorders layers forward, backward, to front and back', () => {
    const { store, ids } = setup()
    const { run, scene } = store.getState()
    run(addLayer, { layer: newClipartLayer(scene.document, currentPage(scene), 'heart', 'Herz') })
    run(reorderLayer, { layerId: 'clipart-1', move: 'back' })
    expect(ids()).toEqual(['clipart-1', 'title', 'sub'])
    run(reorderLayer, { layerId: 'clipart-1', move: 'forward' })
    expect(ids()).toEqual(['title', 'clipart-1', 'sub'])
    run(reorderLayer, { layerId: 'title', move: 'front' })
    expect(ids()).toEqual(['clipart-1', 'sub', 'title'])
    expect(run(reorderLayer, { layerId: 'title', move: 'forward' })).toBe(false)
    run(reorderLayer, { layerId: 'title', move: 'backward' })
    expect(ids()).toEqual(['clipart-1', 'title', 'sub'])
  })

  it('duplicates with an offset and nudges the selection', () => {
    const { store, ids, layer } = setup()
    const { run } = store.getState()
    run(selectLayer, { layerId: 'title' })
    run(duplicateLayer, {})
    expect(ids()).toEqual(['title', 'text-1', 'sub'])
    expect(layer('text-1')).toMatchObject({ x: 14, y: 14, content: 'Hallo', locked: false })
    run(nudgeLayer, { dx: -1, dy: 0.1 })
    expect(layer('text-1')).toMatchObject({ x: 13, y: 14.1 })
  })

  it('switches pages without touching history and sets a background', () => {
    const { store } = setup()
    const { run } = store.getState()
    run(selectLayer, { layerId: 'title' })
    run(selectPage, { pageId: 'back' })
    expect(store.getState().scene).toMatchObject({ pageId: 'back', selectedId: null })
    expect(store.getState().history.past).toHaveLength(0)
    expect(run(selectPage, { pageId: 'nope' })).toBe(false)
    run(setBackground, { background: { kind: 'color', color: '#ffeedd' } })
    expect(currentPage(store.getState().scene).background).toEqual({ kind: 'color', color: '#ffeedd' })
    expect(store.getState().scene.document.pages[0]?.background).toEqual({ kind: 'color', color: '#ffffff' })
  })

  it('counts document and option changes for autosave', () => {
    const { store } = setup()
    const { run, setOptions } = store.getState()
    run(selectLayer, { layerId: 'title' })
    expect(store.getState().version).toBe(0)
    run(nudgeLayer, { dx: 1, dy: 0 })
    setOptions({ quantity: 100 })
    expect(store.getState().version).toBe(2)
    expect(store.getState().options?.quantity).toBe(100)
  })
})
