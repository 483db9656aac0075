import { describe, expect, it } from 'vitest'
import { designDocumentSchema } from './document'
import { isQrUrl, RSVP_QR_DATA } from './qr-checks'
import { qrContrast, quietModulesOf } from './qr-rules'
import { createDocument, page, qrCode } from './templates'

/** Issue 31 point 5 (ADR 0097): a QR code with a source is refused when a phone could not read it. */
type QrDraft = Parameters<typeof qrCode>[0]

function withQr(qr: QrDraft, palette: Record<string, string> = {}) {
  const doc = createDocument({
    id: 'qr',
    format: 'a6-postcard',
    palette,
    pages: [page('front'), page('back')],
  })
  const front = doc.pages[0]!
  const layer = {
    id: 'qr-1',
    name: 'QR',
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
    type: 'qr',
    color: '#1f1f1f',
    ...qr,
  }
  return { ...doc, pages: [{ ...front, layers: [layer] }, ...doc.pages.slice(1)] }
}
const messages = (doc: unknown) => {
  const result = designDocumentSchema.safeParse(doc)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}
const rsvp = { source: 'guest-rsvp', data: RSVP_QR_DATA, x: 20, y: 20, width: 20, height: 20 } as const

describe('QR layer rules', () => {
  it('accepts a personal code of 15 mm and more in a dark colour', () => {
    expect(messages(withQr({ ...rsvp, width: 15, height: 15 }))).toEqual([])
    expect(messages(withQr({ ...rsvp, color: 'palette:ink' }, { ink: '#2e4a3b' }))).toEqual([])
  })

  it('refuses a code smaller than 15 mm with a German message', () => {
    expect(messages(withQr({ ...rsvp, width: 14.5, height: 14.5 }))).toEqual([
      'Der QR-Code muss mindestens 15 × 15 mm groß sein, damit ein Handy ihn liest (jetzt 14,5 mm).',
    ])
    // The printed square is the box's shorter side.
    expect(messages(withQr({ ...rsvp, width: 30, height: 12 })).join()).toContain('mindestens 15 × 15 mm')
  })

  it.each([['#c8c8c8'], ['#ffd700'], ['palette:gold']])('refuses the light colour %s', (color) => {
    const found = messages(withQr({ ...rsvp, color }, { gold: '#d4af37' }))
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^Die Farbe des QR-Codes ist zu hell für den weißen Grund \(Kontrast \d,\d : 1/)
  })

  it('measures contrast against white as WCAG does', () => {
    expect(qrContrast('#000000')).toBeCloseTo(21, 5)
    expect(qrContrast('#767676')).toBeGreaterThanOrEqual(4.5)
    expect(qrContrast('#777777')).toBeLessThan(4.5)
  })

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<b>x</b>'],
    ['ftp://example.org/datei'],
    ['www.example.org'],
    ['https://example.org/{{Name}}'],
    ['https://'],
    [`https://example.org/${'a'.repeat(500)}`],
  ])('refuses the address %s for a fixed code', (data) => {
    expect(isQrUrl(data)).toBe(false)
    expect(messages(withQr({ source: 'url', data, x: 20, y: 20, width: 20, height: 20 }))).toContain(
      'Der QR-Code braucht eine Web-Adresse, die mit http:// oder https:// beginnt.',
    )
  })

  it('accepts http and https addresses, an event page among them', () => {
    for (const data of [
      'https://kartenstudio.example/de/event/anna-und-ben/',
      'http://localhost:3000/r/abc',
    ]) {
      expect(messages(withQr({ source: 'url', data, x: 20, y: 20, width: 20, height: 20 }))).toEqual([])
    }
  })

  it('keeps a personal code to the guest list’s RSVP link', () => {
    expect(messages(withQr({ ...rsvp, data: 'https://example.org/{{Name}}' }))).toEqual([
      'Ein persönlicher QR-Code enthält den Antwort-Link aus der Gästeliste ({{RSVP-Link}}).',
    ])
  })

  it('keeps documents written before the rules valid: a small, light code with free text and no source', () => {
    const old = withQr({
      data: 'https://example.org/gast/{{Vorname}}',
      x: 20,
      y: 20,
      width: 10,
      height: 10,
      color: '#cccccc',
    })
    expect(messages(old)).toEqual([])
    expect(quietModulesOf({})).toBe(2)
    expect(quietModulesOf({ source: 'url' })).toBe(4)
  })

  it('refuses an unknown source and a quiet zone outside 2–10 modules', () => {
    expect(messages(withQr({ ...rsvp, source: 'mail' as 'url' })).length).toBeGreaterThan(0)
    expect(messages(withQr({ ...rsvp, quietZoneModules: 1 }))).toEqual([
      'the quiet zone must be 2–10 modules',
    ])
  })
})
