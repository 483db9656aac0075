// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { photobookChoices } from '@/lib/api/editor/photobook-choices'
import { createEditorStore } from '@/lib/editor/store'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { findDesignGroupSet } from '@/lib/shop/photo-products/photobook/design-group-sets'
import { renderInEditor } from '../testing/render-in-editor'
import { SpreadControls } from './spread-controls'

afterEach(cleanup)

describe('SpreadControls', () => {
  it('a booklet (pages in fours) can lose pages from the strip too: two spreads at a time, said so', async () => {
    const spec = digitalBook({ type: 'fotoheft', cover: 'soft', binding: 'heftbindung', pageCount: 24 })
    const doc = newPhotobookDocument(spec, bookTemplate, 'b')
    const store = createEditorStore({ document: doc, options: null })
    const set = findDesignGroupSet(403)!
    renderInEditor(
      <SpreadControls spec={spec} choices={photobookChoices(set, 'de-DE')} page={doc.pages[2]!} />,
      store,
    )
    expect(document.body.textContent).toContain('Viererschritten')
    const remove = screen.getByTestId('photobook-remove-spread') as HTMLButtonElement
    expect(remove.disabled).toBe(false)
    fireEvent.click(remove)
    await waitFor(() => expect(store.getState().scene.document.photobook?.pageCount).toBe(20))
  })
})
