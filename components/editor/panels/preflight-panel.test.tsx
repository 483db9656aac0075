// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEditorStore } from '@/lib/editor/store'
import { createDocument, page } from '@/lib/shop/design-print/design/templates'
import type { PreflightIssue } from '@/lib/shop/design-print/design/preflight'
import { renderInEditor } from '../testing/render-in-editor'
import { PreflightPanel } from './preflight-panel'

function open(issues: PreflightIssue[], pageLabel?: (pageId: string) => string) {
  const store = createEditorStore({
    document: createDocument({ id: 'd1', format: 'a6-folded', pages: [page('front'), page('back')] }),
    options: null,
  })
  renderInEditor(<PreflightPanel issues={issues} assets={{}} pageLabel={pageLabel} />, store)
  return store
}

afterEach(cleanup)

describe('PreflightPanel', () => {
  it('names a blank page by the product’s label and shows that page', () => {
    const store = open([{ code: 'blank-page', severity: 'warning', pageId: 'back', layerId: null }], (id) =>
      id === 'back' ? 'Januar 2027' : id,
    )
    const list = screen.getByTestId('editor-preflight')
    expect(list.textContent).toContain('Januar 2027 ist noch leer.')
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }))
    expect(store.getState().scene).toMatchObject({ pageId: 'back', selectedId: null })
  })

  it('names the blank half of a spread and the page by number without a label', () => {
    open([
      { code: 'blank-page', severity: 'warning', pageId: 'back', layerId: null, detail: { side: 'left' } },
    ])
    expect(screen.getByTestId('editor-preflight').textContent).toContain(
      'Seite 2: die linke Seite ist noch leer.',
    )
  })

  it('says which month each photo finding is on where the product names its pages, not on a card', () => {
    const lowRes: PreflightIssue = {
      code: 'low-resolution',
      severity: 'warning',
      pageId: 'back',
      layerId: 'p1',
      detail: { dpi: 87 },
    }
    open([lowRes], (id) => (id === 'back' ? 'Juli 2027' : id))
    expect(screen.getByTestId('editor-preflight').textContent).toContain(
      'Juli 2027: Das Foto hat bei dieser Größe nur 87 dpi',
    )
    cleanup()
    open([lowRes])
    expect(screen.getByTestId('editor-preflight').textContent).toMatch(/^Das Foto hat/)
  })

  it('gives a narrow spine its width', () => {
    open([
      {
        code: 'spine-too-narrow',
        severity: 'warning',
        pageId: 'front',
        layerId: null,
        detail: { spineMm: 5.5 },
      },
    ])
    expect(screen.getByTestId('editor-preflight').textContent).toContain('nur 5,5 mm breit')
  })
})
