// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEditorStore } from '@/lib/editor/store'
import { messagesFor } from '@/lib/i18n/messages'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { wallCalendarDocument } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { EditorStoreProvider } from '../editor-context'
import { PropertiesPanel } from '../panels/properties-panel'
import { PhotoProductCart } from './photo-product-cart'

function calendar(locale: 'de-DE' | 'en-US'): DesignDocument {
  const us = { locale, holidays: { country: 'US', region: null } } as const
  return wallCalendarDocument(locale === 'en-US' ? us : {}, `cal-${locale}`)
}

/** Page names as the calendar profile gives them; the test only needs them distinct and in order. */
/** The dialog's chunk loads on the first opening: in a busy test run that takes a while. */
const SLOW = { timeout: 10_000 }

const pageLabel = (page: DesignDocument['pages'][number]) => `${page.role}:${page.id}`

function open(doc: DesignDocument, locale: 'de-DE' | 'en-US' = 'de-DE') {
  const store = createEditorStore({ document: doc, options: null })
  render(
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin">
      <EditorStoreProvider value={store}>
        <PhotoProductCart
          kind="calendar"
          opened={{ lineId: null, cartHref: '/warenkorb' }}
          amount={1}
          save={vi.fn(async () => true)}
          proof={{ issues: [], assetUrls: {}, pageLabel }}
        />
        <PropertiesPanel product="calendar" />
      </EditorStoreProvider>
    </NextIntlClientProvider>,
  )
  return store
}

beforeAll(() => {
  // jsdom has no modal dialogs; the proof only needs `open` to follow.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(cleanup)

describe('the proof view of a calendar', () => {
  it('shows every page in order (cover, twelve months, back) with the calendar’s own words', async () => {
    const doc = calendar('de-DE')
    open(doc)
    fireEvent.click(screen.getByRole('button', { name: 'Alle Seiten ansehen' }))
    const dialog = await screen.findByRole('dialog', { hidden: true }, SLOW)
    expect(dialog.textContent).toContain('So wird Ihr Kalender gedruckt')
    expect(dialog.textContent).not.toContain('Karte')
    const figures = await within(dialog).findAllByRole('figure', { hidden: true }, SLOW)
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual(doc.pages.map(pageLabel))
    expect(figures).toHaveLength(14)
    expect(figures[0]?.getAttribute('data-proof-page')).toBe('front')
    expect(figures[13]?.getAttribute('data-proof-page')).toBe('back')
    // Nothing goes to the cart from the proof before a photo is in: the reason is shown instead.
    expect(dialog.textContent).toContain('Legen Sie zuerst mindestens ein Foto in Ihren Kalender.')
    expect(
      within(dialog).getByRole('button', { name: 'Geprüft – in den Warenkorb', hidden: true }),
    ).toHaveProperty('disabled', true)
  })

  it('names the empty photo slot in English in the US shop', async () => {
    open(calendar('en-US'), 'en-US')
    fireEvent.click(screen.getByRole('button', { name: 'View all pages' }))
    const dialog = await screen.findByRole('dialog', { hidden: true }, SLOW)
    const cover = (await within(dialog).findAllByRole('figure', { hidden: true }, SLOW))[0]
    expect(cover?.innerHTML).toContain('Your photo')
    expect(cover?.innerHTML).not.toContain('Ihr Foto')
    expect(within(dialog).getByRole('button', { name: 'Checked – add to cart', hidden: true })).toBeTruthy()
  })
})

describe('the properties panel in the calendar profile', () => {
  it('speaks of the calendar, not of a card', () => {
    open(calendar('de-DE'))
    expect(screen.getByText('Tippen Sie ein Element im Kalender an, um es zu bearbeiten.')).toBeTruthy()
  })
})
