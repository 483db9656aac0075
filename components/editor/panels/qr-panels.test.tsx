// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QrLayer } from '@/lib/shop/design-print/design/document'
import { headlineStore, renderInEditor } from '../testing/render-in-editor'
import { AddPanel } from './add-panel'
import { PropertiesPanel } from './properties-panel'

/** Issue 31 point 5 (ADR 0097): the add menu's QR code and the selected code's properties. */
const qrLayers = (store: ReturnType<typeof headlineStore>) =>
  store.getState().scene.document.pages[0]!.layers.filter((l): l is QrLayer => l.type === 'qr')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('QR code in the add menu', () => {
  it('without a guest list offers a web address only, says how to get personal codes and refuses non-web addresses', () => {
    const store = headlineStore()
    renderInEditor(<AddPanel language="de" guestColumns={null} />, store)
    const personal = screen.getByRole('radio', { name: 'Persönlicher Antwort-Link (aus der Gästeliste)' })
    expect(personal).toHaveProperty('disabled', true)
    expect(screen.getByTestId('qr-add').textContent).toContain('Gästeliste mit der Spalte „RSVP-Link“')
    const address = screen.getByRole('textbox', { name: 'Web-Adresse' })
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(screen.getByRole('button', { name: 'QR-Code einfügen' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte geben Sie eine Web-Adresse ein, die mit http:// oder https:// beginnt.',
    )
    expect(qrLayers(store)).toEqual([])
    fireEvent.change(address, { target: { value: 'https://kartenstudio.example/de/event/anna-und-ben/' } })
    fireEvent.click(screen.getByRole('button', { name: 'QR-Code einfügen' }))
    const [qr] = qrLayers(store)
    expect(qr).toMatchObject({
      source: 'url',
      data: 'https://kartenstudio.example/de/event/anna-und-ben/',
      width: 25,
      height: 25,
      quietZoneModules: 4,
      name: 'QR-Code',
    })
    expect(store.getState().scene.selectedId).toBe(qr!.id)
  })

  it('with a guest list that has the RSVP-Link column adds the personal code', () => {
    const store = headlineStore()
    renderInEditor(<AddPanel language="de" guestColumns={['Name', 'RSVP-Link']} />, store)
    expect(
      screen.getByRole('radio', { name: 'Persönlicher Antwort-Link (aus der Gästeliste)' }),
    ).toHaveProperty('checked', true)
    expect(screen.queryByRole('textbox', { name: 'Web-Adresse' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'QR-Code einfügen' }))
    expect(qrLayers(store)).toMatchObject([{ source: 'guest-rsvp', data: '{{RSVP-Link}}' }])
  })

  it('is not offered by editors without guest lists (the prop is absent)', () => {
    renderInEditor(<AddPanel language="de" />, headlineStore())
    expect(screen.queryByTestId('qr-add')).toBeNull()
  })
})

describe("the page of one of the customer's events", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    )

  it('lists the events from the event portal and encodes the chosen page', async () => {
    const fetch = answer(200, {
      items: [
        {
          id: 'e1',
          title: 'Anna & Ben',
          occasion: 'wedding',
          state: 'published',
          eventDate: '2027-06-12',
          pagePath: '/de/event/anna-und-ben/',
        },
        {
          id: 'e2',
          title: 'Taufe Mia',
          occasion: 'baptism',
          state: 'draft',
          eventDate: '2027-03-01',
          pagePath: '/de/event/taufe-mia/',
        },
      ],
    })
    vi.stubGlobal('fetch', fetch)
    const store = headlineStore()
    renderInEditor(<AddPanel language="de" guestColumns={null} />, store)
    const event = await screen.findByRole('radio', { name: 'Die Seite eines Ihrer Events' })
    expect(fetch).toHaveBeenCalledWith('/web-api/events', expect.anything())
    fireEvent.click(event)
    const which = screen.getByRole('combobox', { name: 'Event' })
    expect([...which.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Anna & Ben',
      'Taufe Mia (noch nicht veröffentlicht)',
    ])
    fireEvent.change(which, { target: { value: 'e2' } })
    fireEvent.click(screen.getByRole('button', { name: 'QR-Code einfügen' }))
    expect(qrLayers(store)).toMatchObject([
      { source: 'url', data: `${window.location.origin}/de/event/taufe-mia/` },
    ])
  })

  it('asks a signed-out visitor to sign in and offers the typed address', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { message: 'Bitte melden Sie sich an.' } }))
    renderInEditor(<AddPanel language="de" guestColumns={null} />, headlineStore())
    await waitFor(() =>
      expect(screen.getByTestId('qr-add').textContent).toContain(
        'Melden Sie sich an, um die Seite eines Ihrer Events zu wählen.',
      ),
    )
    expect(screen.queryByRole('radio', { name: 'Die Seite eines Ihrer Events' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'Eine andere Web-Adresse' })).toHaveProperty('checked', true)
  })
})

describe('a selected QR code', () => {
  function selected() {
    const store = headlineStore()
    renderInEditor(<AddPanel language="de" guestColumns={['RSVP-Link']} />, store)
    fireEvent.click(screen.getByRole('button', { name: 'QR-Code einfügen' }))
    cleanup()
    renderInEditor(<PropertiesPanel />, store)
    return store
  }

  it('grows about its centre and refuses less than 15 mm in German', () => {
    const store = selected()
    const before = qrLayers(store)[0]!
    const size = screen.getByRole('spinbutton', { name: 'Größe (mm)' })
    fireEvent.change(size, { target: { value: '12' } })
    fireEvent.keyDown(size, { key: 'Enter' })
    expect(screen.getByRole('alert').textContent).toBe(
      'Der QR-Code muss mindestens 15 × 15 mm groß sein, damit ein Handy ihn liest.',
    )
    expect(qrLayers(store)[0]!.width).toBe(25)
    fireEvent.change(size, { target: { value: '31' } })
    fireEvent.blur(size)
    const after = qrLayers(store)[0]!
    expect([after.width, after.height]).toEqual([31, 31])
    expect(after.x + after.width / 2).toBeCloseTo(before.x + before.width / 2, 6)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a colour too light to scan and takes a dark one', () => {
    const store = selected()
    const picker = screen.getByLabelText('Eigene Farbe')
    fireEvent.change(picker, { target: { value: '#e0c080' } })
    expect(screen.getByRole('alert').textContent).toMatch(/^Diese Farbe ist zu hell/)
    expect(qrLayers(store)[0]!.color).toBe('#1f1f1f')
    fireEvent.change(picker, { target: { value: '#23405a' } })
    expect(qrLayers(store)[0]!.color).toBe('#23405a')
  })
})
