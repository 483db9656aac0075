// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientErrorReport } from '@/lib/log/client-error-schema'
import { reportClientError } from './client-error-handling'
import { ClientErrorReporter, type ClientErrorReporterProps } from './client-error-reporter'

const beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>()

/** Renders the reporter and waits until it has loaded and installed its handlers. */
async function mount(props: ClientErrorReporterProps) {
  const view = render(<ClientErrorReporter {...props} />)
  await act(async () => {
    await import('./client-error-handling')
  })
  return view
}

function fail(message: string): Error {
  return new Error(message)
}

function raise(error: unknown, message = error instanceof Error ? error.message : 'x'): void {
  window.dispatchEvent(new ErrorEvent('error', { error, message }))
}

async function beaconPayload(call = 0): Promise<ClientErrorReport> {
  const [url, data] = beacon.mock.calls[call] ?? []
  expect(url).toBe('/web-api/client-errors')
  expect(data).toBeInstanceOf(Blob)
  const blob = data as Blob
  expect(blob.type).toBe('application/json')
  return JSON.parse(await readText(blob)) as ClientErrorReport
}

// jsdom's Blob has no text(); FileReader is the API it does implement.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'))
    reader.readAsText(blob)
  })
}

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true)
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  window.history.pushState({}, '', '/de/cart?step=2')
  window.sessionStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ClientErrorReporter', () => {
  it('renders nothing', async () => {
    const { container } = await mount({ channel: 'card', locale: 'de-DE' })
    expect(container.innerHTML).toBe('')
  })

  it('sends an error event as a JSON beacon with the page context', async () => {
    await mount({ channel: 'poster', locale: 'de-AT' })
    raise(fail('boom-beacon'))
    expect(beacon).toHaveBeenCalledTimes(1)
    const payload = await beaconPayload()
    expect(payload).toMatchObject({
      message: 'boom-beacon',
      kind: 'error',
      url: '/de/cart?step=2',
      channel: 'poster',
      locale: 'de-AT',
      userAgent: navigator.userAgent,
    })
    expect(payload.stack).toContain('boom-beacon')
    // The same per-tab session id is reused for the next report.
    expect(payload.session).toMatch(/^[A-Za-z0-9-]+$/)
    raise(fail('boom-beacon-2'))
    expect((await beaconPayload(1)).session).toBe(payload.session)
  })

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    beacon.mockReturnValue(false)
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchMock)
    await mount({ channel: 'card', locale: 'de-DE' })
    raise(fail('boom-fetch'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/web-api/client-errors')
    expect(init).toMatchObject({ method: 'POST', keepalive: true })
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'boom-fetch', channel: 'card' })
  })

  it('reports unhandled rejections', async () => {
    await mount({ channel: 'card', locale: 'de-DE' })
    const event = new Event('unhandledrejection')
    Object.assign(event, { reason: 'rejected-plainly' })
    window.dispatchEvent(event)
    expect(await beaconPayload()).toMatchObject({ message: 'rejected-plainly', kind: 'unhandledrejection' })
  })

  it('ignores opaque cross-origin "Script error."', async () => {
    await mount({ channel: 'card', locale: 'de-DE' })
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    expect(beacon).not.toHaveBeenCalled()
  })

  it('sends at most 5 identical reports a second', async () => {
    await mount({ channel: 'card', locale: 'de-DE' })
    for (let i = 0; i < 8; i += 1) raise(fail('boom-repeat'))
    expect(beacon).toHaveBeenCalledTimes(5)
  })

  it('stops listening when unmounted', async () => {
    const { unmount } = await mount({ channel: 'card', locale: 'de-DE' })
    unmount()
    // Without an error object: Vitest turns unhandled error events carrying one into test failures.
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom-unmounted' }))
    expect(beacon).not.toHaveBeenCalled()
  })

  it('reloads once on a chunk-load error, then reports the next one within 10 s', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { pathname: '/de/cart', search: '', reload })
    await mount({ channel: 'card', locale: 'de-DE' })
    const chunkError = Object.assign(fail('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
    raise(chunkError)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(beacon).not.toHaveBeenCalled()
    raise(chunkError)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(await beaconPayload()).toMatchObject({ kind: 'chunk-load', url: '/de/cart' })
  })
})

describe('reportClientError', () => {
  it('lets error boundaries report with kind "react" and their own context', async () => {
    await mount({ channel: 'card', locale: 'de-DE' })
    reportClientError(fail('boom-boundary'), 'react', { locale: 'de-CH' })
    expect(await beaconPayload()).toMatchObject({
      message: 'boom-boundary',
      kind: 'react',
      channel: 'card',
      locale: 'de-CH',
    })
  })
})
