// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { UploadList } from './upload-list'

/** A stand-in for the browser's XMLHttpRequest: each request waits until the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = []
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  responseType = ''
  status = 0
  responseText = ''
  file: File | null = null
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return null
  }
  send(form: FormData) {
    this.file = form.get('file') as File
    FakeXhr.sent.push(this)
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const summary = (name: string): UploadSummary => ({
  id: `up-${name.replace(/\W/g, '').padEnd(32, '0').slice(0, 32)}`,
  kind: 'photo',
  format: 'jpeg',
  widthPx: 1800,
  heightPx: 1200,
  pageCount: null,
  widthMm: null,
  heightMm: null,
  faces: null,
  capturedAt: null,
  uploadedAt: '2026-11-28T00:00:00Z',
  previewUrl: '/p',
  thumbUrl: '/t',
  originalUrl: '/o',
})

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

describe('UploadList', () => {
  beforeEach(() => {
    FakeXhr.sent = []
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows every file’s state; a refused file does not stop the others, prints come in the order chosen', async () => {
    const uploaded: string[] = []
    const busy: boolean[] = []
    render(
      <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')}>
        <UploadList room={10} onUploaded={(u) => uploaded.push(u.id)} onBusy={(b) => busy.push(b)} />
      </NextIntlClientProvider>,
    )
    const files = ['a.jpg', 'kaputt.jpg', 'c.jpg'].map(
      (name) => new File(['x'], name, { type: 'image/jpeg' }),
    )
    fireEvent.change(screen.getByTestId('photoprints-upload'), { target: { files } })
    await flush()
    const state = () => screen.getAllByTestId('photoprints-file').map((li) => li.getAttribute('data-state'))
    // Two at a time; the first request gives the visitor their key, so it goes out alone.
    expect(state()).toEqual(['uploading', 'uploading', 'queued'])
    expect(FakeXhr.sent).toHaveLength(1)
    FakeXhr.sent[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 })
    await flush()
    expect(screen.getAllByRole('progressbar')[0]).toHaveProperty('value', 0.25)
    await act(async () => FakeXhr.sent[0]!.answer(200, summary('a')))
    await flush()
    expect(FakeXhr.sent.map((x) => x.file?.name)).toEqual(['a.jpg', 'kaputt.jpg', 'c.jpg'])
    // c comes back before the refused file: it waits, so the prints keep the chosen order.
    await act(async () => FakeXhr.sent[2]!.answer(200, summary('c')))
    await flush()
    expect(uploaded).toEqual([summary('a').id])
    await act(async () =>
      FakeXhr.sent[1]!.answer(415, { error: { message: 'Die Datei ist kein Bild.', key: 'upload.type' } }),
    )
    await flush()
    expect(uploaded).toEqual([summary('a').id, summary('c').id])
    expect(state()).toEqual(['done', 'failed', 'done'])
    expect(screen.getByRole('alert').textContent).toBe(
      'kaputt.jpg konnte nicht hochgeladen werden: Die Datei ist kein Bild.',
    )
    expect(screen.getByRole('status').textContent).toBe('2 von 3 Fotos hochgeladen')
    expect(busy).toEqual([true, false])
  })

  it('leaves out the files an order has no room for and says so', async () => {
    render(
      <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')}>
        <UploadList room={1} onUploaded={() => undefined} onBusy={() => undefined} />
      </NextIntlClientProvider>,
    )
    const files = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }))
    fireEvent.change(screen.getByTestId('photoprints-upload'), { target: { files } })
    await flush()
    expect(screen.getAllByTestId('photoprints-file')).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toBe(
      'In eine Bestellung passen höchstens 250 Fotos; 2 Fotos wurden nicht übernommen.',
    )
  })
})
