// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEditorStore } from '@/lib/editor/store'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { wallCalendarDocument } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { renderInEditor } from '../testing/render-in-editor'
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

const SAVED = 'b4f7c0de-0000-4000-8000-000000000001'

/** The proof's answer for a saved calendar: its print file's pages (ADR 0084), one per document page. */
function serveProof(doc: DesignDocument) {
  const manifest = {
    savedId: SAVED,
    revision: 3,
    guest: null,
    pages: doc.pages.map((_, i) => ({ number: i + 1, widthMm: 297, heightMm: 420 })),
  }
  const fetched = vi.fn(async () => Response.json(manifest))
  vi.stubGlobal('fetch', fetched)
  return fetched
}

function open(
  doc: DesignDocument,
  locale: 'de-DE' | 'en-US' = 'de-DE',
  { saved = true }: { saved?: boolean } = {},
) {
  const store = createEditorStore({ document: doc, options: null, savedId: SAVED, revision: 3 })
  renderInEditor(
    <>
      <PhotoProductCart
        kind="calendar"
        opened={{ lineId: null, cartHref: '/warenkorb' }}
        amount={1}
        save={vi.fn(async () => saved)}
        proof={{ issues: [], pageLabel }}
      />
      <PropertiesPanel product="calendar" />
    </>,
    store,
    locale,
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
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the proof view of a calendar', () => {
  it('shows every page of the print file in order with the calendar’s own words', async () => {
    const doc = calendar('de-DE')
    const fetched = serveProof(doc)
    open(doc)
    fireEvent.click(screen.getByRole('button', { name: 'Alle Seiten ansehen' }))
    const dialog = await screen.findByRole('dialog', { hidden: true }, SLOW)
    expect(dialog.textContent).toContain('So wird Ihr Kalender gedruckt')
    expect(dialog.textContent).not.toContain('Karte')
    const figures = await within(dialog).findAllByRole('figure', { hidden: true }, SLOW)
    expect(fetched).toHaveBeenCalledWith(`/web-api/designs/${SAVED}/proof`, expect.anything())
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual(doc.pages.map(pageLabel))
    expect(figures).toHaveLength(14)
    // Pictures of the print file at the saved revision, not a drawing of the document.
    expect(figures[13]?.querySelector('img')?.getAttribute('src')).toBe(
      `/web-api/designs/${SAVED}/proof/pages/14?revision=3`,
    )
    expect(dialog.querySelector('svg')).toBeNull()
    // Nothing goes to the cart from the proof before a photo is in: the reason is shown instead.
    expect(dialog.textContent).toContain('Legen Sie zuerst mindestens ein Foto in Ihren Kalender.')
    expect(
      within(dialog).getByRole('button', { name: 'Geprüft – in den Warenkorb', hidden: true }),
    ).toHaveProperty('disabled', true)
  })

  it('says in English that the design must be saved first when the save failed', async () => {
    const doc = calendar('en-US')
    const fetched = serveProof(doc)
    open(doc, 'en-US', { saved: false })
    fireEvent.click(screen.getByRole('button', { name: 'View all pages' }))
    const dialog = await screen.findByRole('dialog', { hidden: true }, SLOW)
    const alert = await within(dialog).findByRole('alert', { hidden: true }, SLOW)
    expect(alert.textContent).toContain('Your design has not been saved yet')
    expect(fetched).not.toHaveBeenCalled()
    expect(within(dialog).queryAllByRole('figure', { hidden: true })).toHaveLength(0)
    expect(within(dialog).getByRole('checkbox', { hidden: true })).toHaveProperty('disabled', true)
    expect(within(dialog).getByRole('button', { name: 'Checked – add to cart', hidden: true })).toBeTruthy()
  })
})

describe('the properties panel in the calendar profile', () => {
  it('speaks of the calendar, not of a card', () => {
    open(calendar('de-DE'))
    expect(screen.getByText('Tippen Sie ein Element im Kalender an, um es zu bearbeiten.')).toBeTruthy()
  })
})
