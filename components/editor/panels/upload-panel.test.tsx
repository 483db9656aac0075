// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEditorStore } from '@/lib/editor/store'
import type { UploadOutcome } from '@/lib/editor/upload-request'
import { messagesFor } from '@/lib/i18n/messages'
import { createDocument, page } from '@/lib/shop/design-print/design/templates'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { renderInEditor } from '../testing/render-in-editor'
import { UploadPanel } from './upload-panel'

type Post = (
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  headers?: Readonly<Record<string, string>>,
) => Promise<UploadOutcome<UploadSummary>>
const post = vi.hoisted(() => vi.fn<Post>())
vi.mock('@/lib/editor/upload-request', () => ({ postWithProgress: post }))

const de = messagesFor('de-DE').EditorPanels.upload
const refused = (
  status: number,
  key: string | null,
  message: string,
  retryAfterSeconds: number | null = null,
) => ({ ok: false, status, key, message, retryAfterSeconds }) as const

function openPanel() {
  const store = createEditorStore({
    document: createDocument({ id: 'd1', format: 'a6-postcard', pages: [page('front')] }),
    options: { productType: 'postcard', format: 'a6', paper: 'standard-matt', quantity: 50 },
  })
  renderInEditor(<UploadPanel uploads={[]} onUploaded={() => undefined} />, store)
}

async function choose(name: string) {
  const file = new File(['x'], name, { type: 'image/jpeg' })
  const input = screen.getByTestId('upload-panel').querySelector('input[type="file"]')
  fireEvent.change(input!, { target: { files: [file] } })
  return file
}

afterEach(() => {
  cleanup()
  post.mockReset()
})

describe('the upload panel after a refusal', () => {
  it('sends the shop’s locale, so the refusal comes back in its language', async () => {
    post.mockResolvedValue(refused(422, 'upload.imageUnreadable', 'Das Bild konnte nicht gelesen werden.'))
    openPanel()
    await choose('foto.jpg')
    expect(await screen.findByText('Das Bild konnte nicht gelesen werden.')).toBeTruthy()
    expect(post.mock.calls[0]?.[3]).toEqual({ locale: 'de-DE' })
  })

  it('shows the quota hint for the quota refusal only, not for a 429 of the busy render pool', async () => {
    const busy = 'Es werden gerade mehrere Ihrer Bilder gleichzeitig gezeichnet.'
    post.mockResolvedValueOnce(refused(429, 'render.too-many', busy, 2))
    openPanel()
    const file = await choose('foto.jpg')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(busy)
    expect(alert.textContent).not.toContain(de.hints.quota)

    // The customer sends the same file again with one click; this time the quota is used up.
    post.mockResolvedValueOnce(
      refused(429, 'upload.quotaFiles', 'Sie haben die Höchstzahl von 200 Uploads erreicht.'),
    )
    fireEvent.click(screen.getByRole('button', { name: de.retry }))
    expect(await screen.findByText(de.hints.quota)).toBeTruthy()
    expect(post).toHaveBeenCalledTimes(2)
    expect(post.mock.calls[1]?.[1].get('file')).toMatchObject({ name: file.name })
    // Sending it again would not help: no retry button.
    expect(screen.queryByRole('button', { name: de.retry })).toBeNull()
  })

  it('offers to try again when the shop is busy (503) or the upload got no answer', async () => {
    post.mockResolvedValueOnce(refused(503, 'render.busy', 'Wir zeichnen gerade sehr viele Bilder.', 5))
    openPanel()
    await choose('foto.jpg')
    expect(await screen.findByRole('button', { name: de.retry })).toBeTruthy()
    post.mockResolvedValueOnce(refused(0, null, ''))
    fireEvent.click(screen.getByRole('button', { name: de.retry }))
    expect(await screen.findByText(/Status 0/)).toBeTruthy()
    expect(screen.getByRole('button', { name: de.retry })).toBeTruthy()
  })

  it('gives the iPhone hint for a HEIC file refused by type, but does not repeat the server’s HEIC advice', async () => {
    post.mockResolvedValueOnce(refused(415, 'upload.wrongTypePhoto', 'Bitte laden Sie ein Foto hoch.'))
    openPanel()
    await choose('IMG_0001.HEIC')
    expect(await screen.findByText(de.hints.heic)).toBeTruthy()
    const advice = messagesFor('de-DE').UploadErrors.heicUnsupported
    post.mockResolvedValueOnce(refused(415, 'upload.heicUnsupported', advice))
    await choose('IMG_0002.HEIC')
    expect(await screen.findByText(advice)).toBeTruthy()
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1)
  })
})
