import { describe, expect, it } from 'vitest'
import { MESSAGE_FILES, messagesFor, type MessageTree } from '@/lib/i18n/messages'
import { refusals } from '@/lib/render/errors'
import { renderRefusedUpload, uploadRefused, type UploadRefusalId } from './errors'
import { HEIC_UNSUPPORTED_KEY, TRY_AGAIN_KEYS, UPLOAD_QUOTA_KEYS } from './refusal-keys'
import { SvgRejected, type SvgRefusalId } from './svg-sanitize'

function flatten(tree: MessageTree | string | undefined, prefix: string): [string, string][] {
  if (tree === undefined) return []
  if (typeof tree === 'string') return [[prefix, tree]]
  return Object.entries(tree).flatMap(([key, value]) => flatten(value, `${prefix}.${key}`))
}
const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const refusalTexts = (locale: 'de-DE' | 'en-GB') =>
  new Map([
    ...flatten(MESSAGE_FILES[locale].UploadErrors, 'UploadErrors'),
    ...flatten(MESSAGE_FILES[locale].RenderErrors, 'RenderErrors'),
  ])

describe('the upload and render refusal texts', () => {
  const german = refusalTexts('de-DE')
  const english = refusalTexts('en-GB')

  it('has every refusal in German and English, with the same places, translated', () => {
    expect(german.size).toBeGreaterThan(40)
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [id, text] of german) {
      const en = english.get(id) ?? ''
      expect(places(text), id).toEqual(places(en))
      expect(text, id).not.toBe(en)
    }
  })

  it('fills every upload refusal in both languages, numbers written the German way', () => {
    const ids = Object.keys(messagesFor('de-DE').UploadErrors).filter(
      (id): id is UploadRefusalId => id !== 'svg' && id !== 'foundType',
    )
    const values = { megabytes: 30, max: 1200, pages: 9, page: 1, width: 2, height: 2, min: 10 }
    for (const id of ids) {
      const refused = uploadRefused(id, 422, { ...values, megapixels: 120, found: '', reason: 'x' })
      for (const locale of ['de-DE', 'de-AT', 'de-CH', 'en-US'] as const)
        expect(refused.inLocale(locale).message, `${id} ${locale}`).not.toMatch(/[{}]/)
      expect(refused.options.key).toBe(`upload.${id}`)
    }
    expect(uploadRefused('pdfPageSize', 422, values).inLocale('de-DE').message).toBe(
      'Seite 1 des PDFs misst 2 × 2 mm; jede Seite muss zwischen 10 und 1.200 mm groß sein.',
    )
    expect(uploadRefused('tooLarge', 413, { megabytes: 30 }).inLocale('de-DE').message).toBe(
      'Die Datei ist größer als 30 MB.',
    )
  })

  it('gives every SVG reason in both languages', () => {
    const reasons = Object.keys(messagesFor('de-DE').UploadErrors.svg) as SvgRefusalId[]
    const values = { element: 'rect', attribute: 'onload', url: 'x', target: 'xml', max: 1000, entity: 'x' }
    for (const reason of reasons) {
      const rejected = new SvgRejected(reason, values)
      expect(rejected.messageIn('de-DE'), reason).not.toMatch(/[{}]/)
      expect(rejected.message, reason).toBe(rejected.messageIn('en-US'))
    }
    expect(new SvgRejected('textTooLong', { max: 1000 }).messageIn('de-DE')).toMatch(
      /länger als 1\.000 Zeichen/,
    )
  })

  it('turns every render refusal into an upload refusal with its status, key and German words', () => {
    const all = [
      refusals.busy(5),
      refusals.tooMany(2),
      refusals.timeout(3000),
      refusals.memory(512 * 1024 * 1024),
      refusals.aborted(),
      refusals.crashed(),
      refusals.failed('vips: bad seek'),
    ]
    for (const refused of all) {
      const upload = renderRefusedUpload(refused).inLocale('de-DE')
      expect(upload.status).toBe(refused.status)
      expect(upload.options.key).toBe(refused.key)
      expect(upload.message, refused.reason).toBe(refused.messageIn('de-DE'))
      expect(upload.message).not.toMatch(/[{}]|vips/)
    }
    expect(refusals.timeout(2500).messageIn('de-DE')).toMatch(/länger als 2,5 Sekunden/)
    expect(renderRefusedUpload(refusals.tooMany(2)).options.retryAfterSeconds).toBe(2)
  })

  it('names the quota and the busy refusals with the keys the upload panel knows', () => {
    expect(UPLOAD_QUOTA_KEYS).toEqual([
      uploadRefused('quotaFiles', 429).options.key,
      uploadRefused('quotaBytes', 429).options.key,
    ])
    expect(TRY_AGAIN_KEYS).toEqual([refusals.busy(1).key, refusals.tooMany(1).key])
    expect(HEIC_UNSUPPORTED_KEY).toBe(uploadRefused('heicUnsupported', 415).options.key)
  })
})
