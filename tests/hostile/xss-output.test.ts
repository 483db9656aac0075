import { randomUUID } from 'node:crypto'
import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { eq } from 'drizzle-orm'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { ordersCsv } from '@/lib/backoffice/orders-csv'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { testDeps } from '@/lib/shop/customers/testing/customer-test-kit'
import { signUpCustomer } from '@/lib/shop/customers/sign-up'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { renderPageSvg } from '@/lib/shop/design-print/design/render-svg'
import { buildInvoiceDocument } from '@/lib/shop/sales/invoices/document'
import { sellerFor } from '@/lib/shop/sales/invoices/seller'
import { renderInvoicePdf } from '@/lib/shop/sales/invoices/render-pdf'
import { subscribeToNewsletter } from '@/lib/shop/customers/newsletter/subscriptions'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { orderView } from '@/lib/shop/sales/orders/read'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { renderPrintPdf } from '@/lib/shop/design-print/print/render-print-pdf'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { placeCardDocument } from '@/lib/shop/design-print/print/testing/place-card'
import { NextIntlClientProvider } from 'next-intl'
import { messagesFor } from '@/lib/i18n/messages'
import { ProofGuests } from '@/components/editor/proof/proof-guests'
import { ProofPages } from '@/components/editor/proof/proof-pages'
import { activeMarkup } from './support/dom'
import { activeContentKeys } from './support/pdf-safety'
import { FORMULA_PAYLOADS, XSS_PAYLOADS } from './support/payloads'

/**
 * Issue 8.4: markup, script URLs and header lines typed by customers (names, addresses, newsletter
 * fields, card texts) come out inert in every place the shop writes them: e-mails, PDFs, the back
 * office's CSV export and server-rendered HTML.
 */
vi.mock('server-only', () => ({}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))

const [SCRIPT, IMG, JS_URL, CRLF] = XSS_PAYLOADS
const hostileAddress = {
  firstName: SCRIPT,
  lastName: IMG,
  company: JS_URL,
  street: `${IMG} 1`,
  addressLine2: '"><svg onload=alert(1)>',
  postcode: '51147',
  city: `${SCRIPT}Köln`,
  country: 'DE' as const,
}

let handle: DbHandle
let orderNumber: string
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(handle.db, parsedCheckout({ billingAddress: hostileAddress }), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  orderNumber = order.number
  // Header lines in an address are refused at the checkout, as in the account forms.
  expect(() => parsedCheckout({ billingAddress: { ...hostileAddress, street: `${CRLF} 1` } })).toThrow(
    /control characters/,
  )
  const person = { email: 'xss@example.com', password: 'correct horse battery staple', firstName: SCRIPT }
  const scope = { brand: 'poster', locale: 'en-US', visitorKey: null } as const
  // Header lines in a name are refused outright (no control characters); markup is kept and escaped.
  await expect(signUpCustomer(testDeps(handle.db), { ...person, lastName: CRLF }, scope)).rejects.toThrow(
    /control characters/,
  )
  await signUpCustomer(testDeps(handle.db), { ...person, lastName: IMG }, scope)
  await subscribeToNewsletter(
    handle.db,
    { email: 'nl-xss@example.com', consent: true, firstName: IMG, lastName: JS_URL },
    { brand: 'card', locale: 'de-DE', consentText: SCRIPT, now: new Date() },
  )
}, 180_000)
afterAll(() => handle.close())

describe('e-mails', () => {
  it('escape customer text in HTML and keep it out of the header lines', async () => {
    const mails = await handle.db.select().from(mailOutbox)
    expect(mails.length).toBeGreaterThanOrEqual(3)
    for (const mail of mails) {
      expect(activeMarkup(mail.htmlBody), mail.messageKey).toEqual([])
      expect(mail.htmlBody, mail.messageKey).not.toMatch(/<script|<img|<svg/i)
      expect(mail.subject, mail.messageKey).not.toMatch(/[\r\n]/)
      expect(mail.recipient, mail.messageKey).not.toMatch(/[\r\n<>"]/)
    }
    // The text still arrives, as text: nothing was dropped on the way.
    const confirmation = mails.find((m) => m.recipient === 'erika@example.com')
    expect(confirmation?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})

describe('PDFs', () => {
  it('the invoice prints the names literally and carries no actions', async () => {
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, orderNumber))
    const view = await orderView(handle.db, row!)
    const issue = { number: 'RE-2026-000999', issuedAt: new Date() }
    const bytes = await renderInvoicePdf(buildInvoiceDocument(view, sellerFor('card', 'DE'), issue))
    expect(await activeContentKeys(bytes)).toEqual([])
    const pdf = await loadPdf(bytes)
    const text = pdf.getPages().flatMap(pageTexts).join('\n')
    expect(text).toContain(SCRIPT)
    expect(text).toContain('"><img src=x onerror=alert(1)>')
  })

  it('the print file keeps card texts and guest-list values as text, with no actions', async () => {
    const rows = XSS_PAYLOADS.map((payload) => ({ Vorname: payload, Nachname: IMG, Tisch: JS_URL }))
    const bytes = await renderPrintPdf({ document: placeCardDocument(), rows })
    expect(await activeContentKeys(bytes)).toEqual([])
    const text = (await loadPdf(bytes)).getPages().flatMap(pageTexts).join('\n')
    expect(text).toContain('<script>alert(1)</script>')
    expect(text).toContain('Tisch javascript:alert(1)')
  })
})

describe('own layouts in PDFs', () => {
  it('a layout PDF that carries JavaScript prints without it', async () => {
    const layout = await scriptedPdf()
    expect(await activeContentKeys(layout)).not.toEqual([])
    const base = placeCardDocument()
    const document = {
      ...base,
      pages: base.pages.map((p) => ({
        ...p,
        layers: p.layers.map((l) => (l.type === 'photo' ? { ...l, assetId: 'layout-1' } : l)),
      })),
    }
    const bytes = await renderPrintPdf({
      document,
      assets: async (id) => (id === 'layout-1' ? { kind: 'pdf', bytes: layout } : null),
    })
    expect(await activeContentKeys(bytes)).toEqual([])
  })
})

describe('the back-office CSV export', () => {
  it('prefixes formula cells and keeps each order on its own row', async () => {
    const [row] = await handle.db.select().from(orders)
    const rows = FORMULA_PAYLOADS.map((payload) => ({
      ...row!,
      email: `${payload}@example.com`,
      shippingAddress: { ...hostileAddress, firstName: payload, lastName: payload, city: payload },
    }))
    const csv = ordersCsv(rows, new Map())
    const cells = parseCsv(csv.replace(/^\uFEFF/, ''))
    expect(cells).toHaveLength(rows.length + 1)
    for (const line of cells.slice(1))
      for (const cell of line) expect(cell, JSON.stringify(line)).not.toMatch(/^[=+\-@\t\r]/)
    expect(cells[1]).toContain(`'${FORMULA_PAYLOADS[0]}`)
  })
})

describe('pages', () => {
  it('the proof pages name the guest and the pages with the texts escaped', () => {
    const doc = placeCardDocument()
    const hostile = {
      ...doc,
      pages: doc.pages.map((page) => ({
        ...page,
        layers: page.layers.map((layer) =>
          layer.type === 'text' ? { ...layer, content: XSS_PAYLOADS.join(' ') } : layer,
        ),
      })),
    } as DesignDocument
    // The guest's name comes from the uploaded list: a row may hold anything.
    const manifest = {
      savedId: randomUUID(),
      revision: 1,
      guest: { number: 1, count: 1, label: XSS_PAYLOADS.join(' ') },
      pages: hostile.pages.map((_, i) => ({ number: i + 1, widthMm: 100, heightMm: 50 })),
    }
    const pages = createElement(
      Fragment,
      null,
      createElement(ProofGuests, { guest: manifest.guest, busy: false, onShow: () => undefined }),
      createElement(ProofPages, {
        state: { status: 'ready', manifest },
        doc: hostile,
        pageLabel: () => SCRIPT ?? '',
        onRetry: () => undefined,
      }),
    )
    const html = renderToStaticMarkup(
      // eslint-disable-next-line react/no-children-prop -- the provider's props type requires children
      createElement(NextIntlClientProvider, {
        locale: 'de-DE',
        messages: messagesFor('de-DE'),
        timeZone: 'Europe/Berlin',
        children: pages,
      }),
    )
    expect(activeMarkup(html)).toEqual([])
    expect(html).toContain('&lt;script&gt;')
    for (const page of hostile.pages) {
      const svg = renderPageSvg(hostile, page.id, {
        includeBleed: false,
        assets: {},
        dpi: 96,
        values: { Vorname: SCRIPT, Nachname: IMG, Tisch: JS_URL },
      })
      expect(activeMarkup(svg.replace(/^<\?xml[^>]*>/, ''))).toEqual([])
    }
  })
})

/** A one-page PDF that runs JavaScript on opening, on page view and from a link. */
async function scriptedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([200, 200])
  page.drawText('layout', { x: 20, y: 100 })
  const action = pdf.context.register(
    pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  )
  pdf.catalog.set(PDFName.of('OpenAction'), action)
  page.node.set(PDFName.of('AA'), pdf.context.obj({ O: action }))
  const link = pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: action })
  page.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]))
  return pdf.save()
}

/** Semicolon CSV with quoted cells (RFC 4180 quoting), as lib/backoffice/csv.ts writes it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!
    const next = text[i + 1]
    if (quoted && ch === '"' && next === '"') {
      cell += '"'
      i += 1
    } else if (ch === '"') {
      quoted = !quoted
    } else if (!quoted && ch === ';') {
      row.push(cell)
      cell = ''
    } else if (!quoted && ch === '\r' && next === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else {
      cell += ch
    }
  }
  return rows
}
