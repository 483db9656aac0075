// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEditorStore, loadDocumentCheck } from '@/lib/editor/store'
import { addPrints, newPhotoboxDocument } from '@/lib/shop/design-print/design/photobox'
import { photoboxLidDesign } from '@/lib/shop/photo-products/photobox/lid-designs'
import { renderInEditor } from '../testing/render-in-editor'
import type { useUploads } from '../use-uploads'
import { PhotoboxPrints, PRINT_DRAG_TYPE } from './photobox-prints'

const spec = {
  designType: 'dt41',
  type: 'standard',
  format: '13x18',
  material: 'photo-matt',
  quantity: 10,
} as const

/** A box with three prints: two sharp photos and a small one. */
function setup() {
  const empty = newPhotoboxDocument(spec, photoboxLidDesign('dt41', 'Box'), 'box-1')
  const document = addPrints(empty, [
    { pageId: 'print-a', photo: { assetId: 'a', widthPx: 2000, heightPx: 3000 } },
    { pageId: 'print-b', photo: { assetId: 'b', widthPx: 3000, heightPx: 2000 } },
    { pageId: 'print-c', photo: { assetId: 'c', widthPx: 400, heightPx: 300 } },
  ])
  const store = createEditorStore({ document, options: null })
  const pixel = (widthPx: number, heightPx: number) => ({ url: '/p.webp', widthPx, heightPx })
  const uploads = {
    uploads: [],
    add: vi.fn(),
    urls: { a: '/a.webp', b: '/b.webp', c: '/c.webp' },
    pixels: { a: pixel(2000, 3000), b: pixel(3000, 2000), c: pixel(400, 300) },
  } satisfies ReturnType<typeof useUploads>
  renderInEditor(<PhotoboxPrints uploads={uploads} />, store)
  return store
}

const order = () => screen.getAllByTestId('photobox-print').map((item) => item.dataset.pageId)

/** jsdom has no DataTransfer: a small one holding what the drag set. */
function transfer() {
  const data = new Map<string, string>()
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()]
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  }
}

beforeAll(() => loadDocumentCheck())
afterEach(cleanup)

describe('PhotoboxPrints', () => {
  it('counts the prints against the box and says what is missing', () => {
    setup()
    expect(screen.getByTestId('photobox-count').textContent).toBe('3 / 10')
    expect(screen.getByRole('status').textContent).toBe(
      'Die Box fasst 10 Bilder, gewählt sind 3. Fügen Sie 7 hinzu oder doppeln Sie Bilder.',
    )
  })

  it('flags the photo too small for a sharp print', () => {
    setup()
    const flags = screen.getAllByTestId('photobox-print').map((item) => item.dataset.lowRes)
    expect(flags).toEqual(['false', 'false', 'true'])
    expect(screen.getByRole('note').textContent).toMatch(/^Geringe Auflösung \(\d+ dpi\)/)
  })

  it('moves a print dragged onto another to its place, in one undo step', () => {
    const store = setup()
    const items = screen.getAllByTestId('photobox-print')
    const dataTransfer = transfer()
    fireEvent.dragStart(items[2]!, { dataTransfer })
    expect(dataTransfer.types).toEqual([PRINT_DRAG_TYPE])
    fireEvent.dragOver(items[0]!, { dataTransfer })
    fireEvent.drop(items[0]!, { dataTransfer })
    expect(order()).toEqual(['print-c', 'print-a', 'print-b'])
    act(() => store.getState().undo())
    expect(order()).toEqual(['print-a', 'print-b', 'print-c'])
  })

  it('ignores a drop that is no print (a photo from the tray)', () => {
    setup()
    const items = screen.getAllByTestId('photobox-print')
    const dataTransfer = transfer()
    dataTransfer.setData('text/plain', 'print-c')
    fireEvent.drop(items[0]!, { dataTransfer })
    expect(order()).toEqual(['print-a', 'print-b', 'print-c'])
  })

  it('moves with the arrows, doubles and removes', () => {
    setup()
    const buttons = (id: string) => screen.getAllByTestId(id)
    fireEvent.click(buttons('photobox-print-down')[0]!)
    expect(order()).toEqual(['print-b', 'print-a', 'print-c'])
    fireEvent.click(buttons('photobox-print-up')[2]!)
    expect(order()).toEqual(['print-b', 'print-c', 'print-a'])
    fireEvent.click(buttons('photobox-print-duplicate')[0]!)
    expect(order()).toHaveLength(4)
    expect(screen.getByTestId('photobox-count').textContent).toBe('4 / 10')
    fireEvent.click(buttons('photobox-print-remove')[3]!)
    expect(order()).toEqual(['print-b', expect.stringMatching(/^print-/), 'print-c'])
  })
})
