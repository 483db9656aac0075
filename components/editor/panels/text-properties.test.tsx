// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEditorStore } from '@/lib/editor/store'
import { messagesFor } from '@/lib/i18n/messages'
import { createDocument, page, textLayer } from '@/lib/shop/design-print/design/templates'
import { EditorStoreProvider } from '../editor-context'
import { PropertiesPanel } from './properties-panel'

/**
 * Issue 30 point 7: Ctrl+Z in the text field is the browser's undo of that field. The browser keeps a
 * field's undo steps when a script writes another text into it: the controlled field, set to the old
 * text by the undo button or the canvas, then undid the customer's earlier typing on top of it and
 * mixed old and new text. A text changed elsewhere now comes in a fresh field without those steps.
 */
function open() {
  const document = createDocument({
    id: 'd1',
    format: 'a6-postcard',
    pages: [
      page('front', {
        layers: [
          { ...textLayer({ content: 'Wir heiraten', x: 10, y: 10, width: 100, height: 20 }), id: 'headline' },
        ],
      }),
      page('back'),
    ],
  })
  const options = { productType: 'postcard', format: 'a6', paper: 'premium-matt', quantity: 50 } as const
  const store = createEditorStore({ document, options })
  store.setState((s) => ({ scene: { ...s.scene, selectedId: 'headline' } }))
  render(
    <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <PropertiesPanel />
      </EditorStoreProvider>
    </NextIntlClientProvider>,
  )
  return store
}

const content = (store: ReturnType<typeof open>) => {
  const layer = store.getState().scene.document.pages[0]?.layers.find((l) => l.id === 'headline')
  return layer?.type === 'text' ? layer.content : null
}
const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' })

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the text field of the properties panel', () => {
  it('takes what is typed into the design without writing the value back into the field', () => {
    const store = open()
    const value = vi.spyOn(HTMLTextAreaElement.prototype, 'value', 'set')
    fireEvent.change(field(), { target: { value: 'Wir heiraten!' } })
    expect(content(store)).toBe('Wir heiraten!')
    // The one write is the test's own typing.
    expect(value).toHaveBeenCalledTimes(1)
    expect(field().value).toBe('Wir heiraten!')
  })

  it('shows a text changed elsewhere (the undo button) in a fresh field', () => {
    const store = open()
    const typedIn = field()
    fireEvent.change(typedIn, { target: { value: 'Wir heiraten!' } })
    act(() => store.getState().undo())
    expect(content(store)).toBe('Wir heiraten')
    expect(field().value).toBe('Wir heiraten')
    expect(field()).not.toBe(typedIn)
  })
})
