// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextContentField } from './text-content-field'

afterEach(cleanup)

/** A store stand-in: takes what the field reports unless `refuse` says no. */
function Harness({ refuse = false, onText }: { refuse?: boolean; onText?: (text: string) => void }) {
  const [content, setContent] = useState('Anna & Ben')
  return (
    <>
      <TextContentField
        aria-label="Text"
        content={content}
        onText={(text) => {
          onText?.(text)
          if (!refuse) setContent(text)
        }}
      />
      <button type="button" onClick={() => setContent('Anna & Ben')}>
        undo elsewhere
      </button>
    </>
  )
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' })

describe('TextContentField', () => {
  it('reports every input and never writes the typed text back into the field', () => {
    const onText = vi.fn()
    render(<Harness onText={onText} />)
    const before = field()
    const setter = vi.spyOn(HTMLTextAreaElement.prototype, 'value', 'set')
    fireEvent.change(before, { target: { value: 'Anna & Ben und Tom' } })
    // The one write is the test's own input; React adds none, so the browser's undo steps stay whole.
    expect(setter).toHaveBeenCalledTimes(1)
    setter.mockRestore()
    expect(onText).toHaveBeenLastCalledWith('Anna & Ben und Tom')
    expect(field()).toBe(before)
    expect(field().value).toBe('Anna & Ben und Tom')
  })

  it('shows a text changed elsewhere in a fresh field, without the old field’s undo steps', () => {
    render(<Harness />)
    const typedIn = field()
    fireEvent.change(typedIn, { target: { value: 'Anna & Ben und Tom' } })
    fireEvent.click(screen.getByRole('button', { name: 'undo elsewhere' }))
    expect(field().value).toBe('Anna & Ben')
    expect(field()).not.toBe(typedIn)
  })

  it('goes back to the stored text when the change is refused', () => {
    render(<Harness refuse />)
    fireEvent.change(field(), { target: { value: 'x'.repeat(5) } })
    expect(field().value).toBe('Anna & Ben')
  })
})
