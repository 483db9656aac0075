// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { newPhotoPrintsDocument } from '@/lib/shop/design-print/design/photo-prints'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { AUTOSAVE_DELAY_MS } from '@/components/editor/use-autosave'
import { usePrintsAutosave } from './use-prints-autosave'

const ID = 'b4f7c0de-0000-4000-8000-000000000001'
const prints = (count: number) =>
  newPhotoPrintsDocument(
    Array.from({ length: count }, () => ({
      photo: { assetId: 'b4f7c0de-0000-4000-8000-00000000000a', widthPx: 1800, heightPx: 1200 },
      item: { format: '10x15', paper: 'matt', border: 'none', copies: 1 } as const,
    })),
    'prints-doc',
  )

function Page({ document, lineId = null }: { document: DesignDocument | null; lineId?: string | null }) {
  const save = usePrintsAutosave(document, { savedId: null, revision: null, lineId })
  return <p data-save-status={save.status}>{save.savedId}</p>
}

let fetch: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/de/configurator-photoprint')
  fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ id: ID, revision: 1, updatedAt: '2026-11-28T12:00:00.000Z' }), {
        status: 200,
      }),
  )
  vi.stubGlobal('fetch', fetch)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10)
  })
}

describe('usePrintsAutosave (photo prints survive a reload, ADR 0102)', () => {
  it('saves nothing before the first photo, then saves the prints as photo prints and puts saved= in the URL', async () => {
    const view = render(<Page document={null} />)
    await settle()
    expect(fetch).not.toHaveBeenCalled()
    view.rerender(<Page document={prints(2)} />)
    await settle()
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect([url, init.method]).toEqual(['/web-api/designs', 'POST'])
    const body = JSON.parse(String(init.body)) as { product: string; document: DesignDocument }
    expect(body.product).toBe('photoprints')
    expect(body.document.photoPrints?.items).toHaveLength(2)
    expect(view.container.querySelector('[data-save-status="saved"]')?.textContent).toBe(ID)
    expect(new URL(window.location.href).searchParams.get('saved')).toBe(ID)
  })

  it('keeps a cart line’s edit reopening by its line alone (no second line after a reload)', async () => {
    window.history.replaceState(null, '', '/de/configurator-photoprint?line=l-1')
    const view = render(<Page document={prints(1)} lineId="l-1" />)
    view.rerender(<Page document={prints(3)} lineId="l-1" />)
    await settle()
    expect(fetch).toHaveBeenCalledTimes(1)
    const params = new URL(window.location.href).searchParams
    expect([params.get('line'), params.get('saved')]).toEqual(['l-1', null])
  })
})
