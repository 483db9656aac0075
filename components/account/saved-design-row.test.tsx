// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MyDesign } from '@/lib/api/editor/my-designs'
import { messagesFor } from '@/lib/i18n/messages'
import { SavedDesignRow } from './saved-design-row'
import { myDesign } from './testing/my-design'

const ID = 'b4f7c0de-0000-4000-8000-000000000001'
const ITEM: MyDesign = myDesign({ id: ID })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show(item: MyDesign = ITEM, locale: 'de-DE' | 'en-US' = 'de-DE') {
  const onChanged = vi.fn()
  render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      <ul>
        <SavedDesignRow item={item} editorHref="/de/configurator-card" onChanged={onChanged} />
      </ul>
    </NextIntlClientProvider>,
  )
  return onChanged
}

function answer(status: number) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({}), { status }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('SavedDesignRow', () => {
  it('shows thumbnail, name, product, format and a localised date, and opens the card in the tool', () => {
    show()
    expect(screen.getByRole('img', { name: 'Vorschau von Blumenwiese' }).getAttribute('src')).toBe(
      `/web-api/designs/${ID}/preview?rev=3`,
    )
    expect(screen.getByTestId('saved-design-details').textContent).toBe('Klappkarte · DIN A6')
    expect(screen.getByText('Zuletzt geändert am 27. November 2026')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Im Editor öffnen' }).getAttribute('href')).toBe(
      `/de/configurator-card?design=101&saved=${ID}`,
    )
  })

  it('refuses an empty name before asking the server, and says so in the shop’s language', () => {
    const fetch = answer(200)
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Umbenennen' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Name des Designs' }), { target: { value: '  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Namen speichern' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte geben Sie einen Namen mit 1 bis 80 Zeichen ein.',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('renames with the trimmed name and shows the server’s refusal as a message', async () => {
    const fetch = answer(400)
    const onChanged = show()
    fireEvent.click(screen.getByRole('button', { name: 'Umbenennen' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Name des Designs' }), {
      target: { value: ' Unsere Hochzeit ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Namen speichern' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/1 bis 80 Zeichen/))
    expect(fetch).toHaveBeenCalledWith(`/web-api/designs/${ID}`, expect.objectContaining({ method: 'PATCH' }))
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Unsere Hochzeit' })
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('duplicates as "Copy of …" in English, cut to the longest name', async () => {
    const fetch = answer(200)
    const onChanged = show({ ...ITEM, customName: 'x'.repeat(80) }, 'en-US')
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    const name = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).name as string
    expect(name).toMatch(/^Copy of x+$/)
    expect(name).toHaveLength(80)
  })

  it('deletes only after the customer confirms', async () => {
    const fetch = answer(200)
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    const onChanged = show()
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }))
    expect(fetch).not.toHaveBeenCalled()
    confirm.mockReturnValue(true)
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(fetch).toHaveBeenCalledWith(`/web-api/designs/${ID}`, { method: 'DELETE' })
  })
})
