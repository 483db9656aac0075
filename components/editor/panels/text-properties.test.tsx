// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { headlineStore, renderInEditor } from '../testing/render-in-editor'
import { PropertiesPanel } from './properties-panel'

/**
 * Issue 30 point 7: Ctrl+Z in the text field is the browser's undo of that field. The browser keeps a
 * field's undo steps when a script writes another text into it: the controlled field, set to the old
 * text by the undo button or the canvas, then undid the customer's earlier typing on top of it and
 * mixed old and new text. A text changed elsewhere now comes in a fresh field without those steps.
 */
function open() {
  const store = headlineStore()
  renderInEditor(<PropertiesPanel />, store)
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
