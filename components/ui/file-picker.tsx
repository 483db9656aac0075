'use client'

import { useState, type InputHTMLAttributes } from 'react'
import styles from './file-picker.module.css'

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'accept' | 'multiple' | 'disabled' | 'name'>

/**
 * A file input with the shop's own, translated button and the chosen file's name (or `empty` before
 * one is chosen), instead of the browser's "Choose Files"/"No file chosen", which Chromium prints in
 * its own language even in a German shop. Put it inside the <label> that names the field: the label
 * still opens the picker and takes dropped files, and the input keeps the keyboard focus.
 */
export function FilePicker({
  button,
  empty,
  onFiles,
  testId,
  ...input
}: InputProps & {
  /** The button's text ("Datei auswählen"). */
  button: string
  /** What shows before a file is chosen ("Keine Datei ausgewählt"). */
  empty: string
  /** The chosen files; the input is cleared afterwards, so the same file can be chosen again. */
  onFiles: (files: File[]) => void
  testId?: string
}) {
  const [names, setNames] = useState('')
  return (
    <span className={styles.picker}>
      <input
        {...input}
        type="file"
        className="visually-hidden"
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          setNames(files.map((file) => file.name).join(', '))
          if (files.length) onFiles(files)
        }}
      />
      <span className={`button button--ghost ${styles.button}`}>{button}</span>
      <span className={styles.name} aria-live="polite">
        {names || empty}
      </span>
    </span>
  )
}
