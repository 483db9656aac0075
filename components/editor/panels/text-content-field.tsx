'use client'

import { useEffect, useRef, useState, type TextareaHTMLAttributes } from 'react'

type FieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange'>

/**
 * A text layer's content as a field whose Ctrl+Z / Ctrl+Y is the browser's own, in that field only.
 *
 * The field is not controlled: React does not set its value from the store while the customer
 * types. A value written by script leaves the browser's undo steps pointing at text that is no
 * longer there (how a browser then undoes differs, and mixing old and new text is one way), so the
 * only text written into the field is one changed elsewhere (the canvas's in-place editing, the undo
 * button, a refused change), and then in a fresh field without the old one's undo steps. Every input
 * (typing, pasting, the browser's undo and redo) goes to `onText`, so the canvas and the autosave
 * always have what the field shows.
 */
export function TextContentField({
  content,
  onText,
  ...props
}: FieldProps & { content: string; onText: (text: string) => void }) {
  const [field, setField] = useState({ shown: content, initial: content, generation: 0 })
  if (field.shown !== content) {
    // Adjusting state while rendering (React's pattern for "derive from a changed prop"): no effect
    // runs with the stale field first.
    setField({ shown: content, initial: content, generation: field.generation + 1 })
  }
  const ref = useRef<HTMLTextAreaElement>(null)
  const focused = useRef(false)
  useEffect(() => {
    // A replaced field keeps the customer's place if they were in it.
    const element = ref.current
    if (field.generation === 0 || !focused.current || !element) return
    element.focus()
    element.setSelectionRange(element.value.length, element.value.length)
  }, [field.generation])

  return (
    <textarea
      {...props}
      key={field.generation}
      ref={ref}
      defaultValue={field.initial}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
      onChange={(e) => {
        const text = e.target.value
        setField((current) => ({ ...current, shown: text }))
        onText(text)
      }}
    />
  )
}
