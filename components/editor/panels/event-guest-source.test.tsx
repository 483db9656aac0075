// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEditor } from '../editor-context'
import { headlineStore, renderInEditor } from '../testing/render-in-editor'
import { useGuestPreview } from '../use-guest-preview'
import { GuestListPanel } from './guest-list-panel'

/** Issue 31 point 3 (ADR 0094): the guest-list panel copies the list of one of the customer's events. */
const EVENT = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890'
const LIST = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d'
const COLUMNS = ['Name', 'Anrede', 'Straße', 'Adresszusatz', 'PLZ', 'Ort', 'Land', 'E-Mail', 'RSVP-Link']
const ROWS = [
  ['Herrn Max Berg', 'Lieber Max', '', '', '', '', '', '', 'https://k.example/r/a'],
  ['Frau Anna Kern', 'Liebe Anna', '', '', '', '', '', '', 'https://k.example/r/b'],
  ['Familie Roth', 'Liebe Familie Roth', '', '', '', '', '', '', 'https://k.example/r/c'],
]

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const eventList = {
  items: [
    {
      id: EVENT,
      title: 'Anna & Ben',
      occasion: 'wedding',
      state: 'published',
      eventDate: '2027-06-12',
      pagePath: '/de/event/anna-und-ben/',
    },
  ],
}

const summary = {
  id: LIST,
  format: 'csv',
  encoding: 'utf-8',
  separator: null,
  columns: COLUMNS,
  rowCount: 3,
  problems: [],
  problemCount: 0,
  mapping: {},
  preview: ROWS,
  origin: { eventId: EVENT, title: 'Anna & Ben', copiedAt: '2026-11-28T09:30:00.000Z' },
}

const rows = {
  columns: COLUMNS,
  total: 3,
  offset: 0,
  rows: ROWS.map((cells, index) => ({ index, row: index + 2, cells })),
  longestIndex: 2,
  problemIndexes: [],
  problemCount: 0,
  problems: [],
}

/** The shop's answers by address; `mailMerge` answers the copy request. */
function shop(mailMerge: () => Response | Promise<Response>, events: Response = json(200, eventList)) {
  return vi.fn(async (url: string) => {
    if (url === '/web-api/events') return events
    if (url === `/web-api/events/${EVENT}/guests/mail-merge`) return mailMerge()
    if (url.startsWith(`/web-api/guest-lists/${LIST}/rows`)) return json(200, rows)
    throw new Error(`unexpected ${url}`)
  })
}

/** The panel as the card editor mounts it: with the preview of the document's list. */
function Panel() {
  const preview = useGuestPreview(useEditor((s) => s.scene.document.guestListId))
  return <GuestListPanel preview={preview} overflowing={[]} />
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

describe('the guest list from one of my events', () => {
  it('lists the events, attaches the chosen one like an upload and names where it came from', async () => {
    const fetch = shop(() => json(200, summary))
    vi.stubGlobal('fetch', fetch)
    const store = headlineStore()
    renderInEditor(<Panel />, store)
    const which = await screen.findByRole('combobox', { name: 'Gästeliste aus meinem Event' })
    expect([...which.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Anna & Ben (12. Juni 2027)',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Gästeliste aus meinem Event verwenden' }))
    await waitFor(() => expect(store.getState().scene.document.guestListId).toBe(LIST))
    const call = fetch.mock.calls.find(([url]) => url.endsWith('/mail-merge')) as unknown as [
      string,
      RequestInit,
    ]
    expect(call[1].method).toBe('POST')
    // The 50 cards ordered hold the 3 guests: the quantity stays, as after an upload.
    expect(store.getState().options?.quantity).toBe(50)
    expect(await screen.findByTestId('guest-count')).toHaveProperty(
      'textContent',
      expect.stringContaining('3 Gäste'),
    )
    expect(screen.getByTestId('event-guests-origin').textContent).toContain(
      'Aus Ihrem Event „Anna & Ben“ übernommen am 28. Nov. 2026.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Neu übernehmen' }))
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => url.endsWith('/mail-merge'))).toHaveLength(2),
    )
  })

  it('points a signed-out visitor to the events page, without a button', async () => {
    vi.stubGlobal(
      'fetch',
      shop(() => json(500, {}), json(401, { error: { message: 'Bitte melden Sie sich an.' } })),
    )
    renderInEditor(<Panel />, headlineStore())
    const hint = await screen.findByTestId('event-guests-hint')
    expect(hint.textContent).toContain('Melden Sie sich an')
    expect(screen.getByRole('link', { name: 'Zu meinen Events' }).getAttribute('href')).toBe(
      '/de/kundenkonto/events/',
    )
    expect(screen.queryByRole('button', { name: 'Gästeliste aus meinem Event verwenden' })).toBeNull()
  })

  it('tells a customer without events where events are made', async () => {
    vi.stubGlobal(
      'fetch',
      shop(() => json(500, {}), json(200, { items: [] })),
    )
    renderInEditor(<Panel />, headlineStore())
    expect((await screen.findByTestId('event-guests-hint')).textContent).toContain('in einem Event erfassen')
    expect(screen.queryByRole('button', { name: 'Gästeliste aus meinem Event verwenden' })).toBeNull()
  })

  it('says in German when the copy is refused or the connection is lost, and attaches nothing', async () => {
    let next: () => Response = () => json(404, { error: { message: 'Dieses Event gibt es nicht.' } })
    vi.stubGlobal(
      'fetch',
      shop(() => next()),
    )
    const store = headlineStore()
    renderInEditor(<Panel />, store)
    const use = await screen.findByRole('button', { name: 'Gästeliste aus meinem Event verwenden' })
    fireEvent.click(use)
    expect((await screen.findByRole('alert')).textContent).toBe('Dieses Event gibt es nicht.')
    next = () => {
      throw new TypeError('Failed to fetch')
    }
    fireEvent.click(use)
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Keine Verbindung: Die Gästeliste des Events konnte nicht übernommen werden. Bitte versuchen Sie es noch einmal.',
      ),
    )
    expect(store.getState().scene.document.guestListId).toBeUndefined()
  })
})
