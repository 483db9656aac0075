// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { PhotoCrop } from './photo-crop'

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(cleanup)

/** A 3:2 photo cropped to a portrait print (2:3): the crop is a centred strip of the photo. */
const start: Crop = { x: 0.2778, y: 0, width: 0.4444, height: 1 }

function open(onChange = vi.fn(), onClose = vi.fn()) {
  render(
    <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')}>
      <PhotoCrop
        src="/p.webp"
        widthPx={3000}
        heightPx={2000}
        aspect={2 / 3}
        crop={start}
        onChange={onChange}
        onClose={onClose}
        title="Foto 1 zuschneiden"
      />
    </NextIntlClientProvider>,
  )
  return { onChange, onClose }
}

describe('PhotoCrop', () => {
  it('zooms in and out around the centre, keeping the print’s aspect', () => {
    const { onChange } = open()
    expect(screen.getByTestId('photo-crop').hasAttribute('open')).toBe(true)
    fireEvent.click(screen.getByTestId('photo-crop-zoom-in'))
    const zoomed = onChange.mock.calls[0]![0] as Crop
    expect(zoomed.width).toBeCloseTo(start.width / 1.25, 3)
    expect(zoomed.height).toBeCloseTo(start.height / 1.25, 3)
    expect(zoomed.x + zoomed.width / 2).toBeCloseTo(start.x + start.width / 2, 3)
    // Already showing the photo's full height: zooming out cannot go further.
    fireEvent.click(screen.getByTestId('photo-crop-zoom-out'))
    expect(onChange.mock.calls[1]![0]).toEqual(start)
  })

  it('pans with a drag (the photo follows the finger) and with the arrow keys, never off the photo', () => {
    const { onChange } = open()
    const frame = screen.getByTestId('photo-crop-frame')
    frame.getBoundingClientRect = () => ({
      width: 200,
      height: 300,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 200,
      bottom: 300,
      toJSON: () => null,
    })
    frame.setPointerCapture = () => undefined
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 150, clientY: 100 })
    // Dragged right by a quarter of the frame: the crop moves left by a quarter of its width.
    expect((onChange.mock.calls[0]![0] as Crop).x).toBeCloseTo(start.x - start.width / 4, 3)
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 900, clientY: 100 })
    expect((onChange.mock.calls[1]![0] as Crop).x).toBe(0)
    fireEvent.keyDown(frame, { key: 'ArrowRight' })
    expect((onChange.mock.calls[2]![0] as Crop).x).toBeCloseTo(start.x + start.width * 0.05, 3)
  })

  it('closes with “Fertig”', () => {
    const { onClose } = open()
    fireEvent.click(screen.getByTestId('photo-crop-done'))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
