import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { changedTables, dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, visitor } from './support/visitor-routes'

/**
 * Issue 31 point 5 (ADR 0097) through the real route: a design whose QR code no phone could read or
 * that leads off the web (too small, too light, a javascript: address, a personal code with other
 * text) is a 400 naming the layer's field in German, and nothing is written.
 */
const designs = await import('@/app/web-api/designs/route')
const handle = catalogueDbForRoutes()

beforeEach(() => {
  visitor.visitorKey = randomUUID()
})

const OPTIONS = { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 }
const QR = { type: 'qr', id: 'qr', name: 'QR-Code', x: 60, y: 120, width: 25, height: 25, color: '#202020' }

function save(qr: Record<string, unknown>) {
  const document = sampleDocumentInput()
  const [front, ...rest] = document.pages
  const body = {
    designId: 101,
    options: OPTIONS,
    document: { ...document, pages: [{ ...front!, layers: [...front!.layers, { ...QR, ...qr }] }, ...rest] },
  }
  return designs.POST(
    new Request('http://localhost:3000/web-api/designs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'de-DE' },
      body: JSON.stringify(body),
    }),
  )
}

describe('POST /web-api/designs with a QR code', () => {
  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'smaller than 15 mm',
      { source: 'url', data: 'https://example.org/', width: 12, height: 12 },
      /width.*mindestens 15 × 15 mm.*jetzt 12,0 mm/,
    ],
    ['too light', { source: 'guest-rsvp', data: '{{RSVP-Link}}', color: '#d4af37' }, /color.*zu hell/],
    [
      'a javascript: address',
      { source: 'url', data: 'javascript:alert(document.cookie)' },
      /data.*http:\/\/ oder https:\/\//,
    ],
    [
      'a personal code with other text',
      { source: 'guest-rsvp', data: 'https://evil.example/{{Name}}' },
      /data.*\{\{RSVP-Link\}\}/,
    ],
    ['an unknown source', { source: 'sms', data: 'https://example.org/' }, /source/],
    [
      'a quiet zone of 0',
      { source: 'url', data: 'https://example.org/', quietZoneModules: 0 },
      /quietZoneModules/,
    ],
  ])('refuses a code %s', async (_label, qr, message) => {
    const before = await dbFingerprint(handle.db)
    const response = await save(qr)
    const body = (await response.json()) as { error: { message: string; field?: string } }
    expect(response.status, JSON.stringify(body)).toBe(400)
    expect(`${body.error.field ?? ''} ${body.error.message}`).toMatch(message)
    expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  })

  it('saves a personal code and an event-page code', async () => {
    for (const qr of [
      { source: 'guest-rsvp', data: '{{RSVP-Link}}' },
      { source: 'url', data: 'https://kartenstudio.example/de/event/anna-und-ben/' },
    ]) {
      const response = await save(qr)
      expect(response.status, await response.clone().text()).toBe(200)
    }
  })
})
