// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FilePicker } from './file-picker'

afterEach(cleanup)

describe('FilePicker', () => {
  it('shows its own button and the chosen file’s name instead of the browser’s texts', () => {
    const onFiles = vi.fn()
    render(
      <label>
        <FilePicker button="Datei auswählen" empty="Keine Datei ausgewählt" onFiles={onFiles} testId="file" />
      </label>,
    )
    const input = screen.getByTestId('file') as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.className).toBe('visually-hidden')
    expect(screen.getByText('Datei auswählen')).toBeTruthy()
    expect(screen.getByText('Keine Datei ausgewählt')).toBeTruthy()
    // The label names the input with the shop's text.
    expect(screen.getByLabelText(/Datei auswählen/)).toBe(input)
    const file = new File(['x'], 'hochzeit.jpg', { type: 'image/jpeg' })
    fireEvent.change(input, { target: { files: [file] } })
    expect(onFiles).toHaveBeenCalledWith([file])
    expect(screen.getByText('hochzeit.jpg')).toBeTruthy()
  })
})
