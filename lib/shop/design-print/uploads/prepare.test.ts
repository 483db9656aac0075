import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { prepareUpload } from './prepare'
import { heicSupported } from './process-image'
import { sniffType } from './sniff'
import { bytesOf, heicHeader, jpeg, LOGO_SVG, pdf, png, pngBomb, webp } from './testing/fixtures'

describe('sniffType looks at content only', () => {
  it.each([
    ['JPEG', () => jpeg(), 'jpeg'],
    ['PNG', () => png(), 'png'],
    ['WebP', () => webp(), 'webp'],
    ['HEIC', () => heicHeader(), 'heic'],
    ['PDF', () => pdf([{ widthMm: 105, heightMm: 148 }]), 'pdf'],
    ['SVG', () => bytesOf(LOGO_SVG), 'svg'],
    [
      'SVG with declaration, BOM and comment',
      () => bytesOf(`\uFEFF<?xml version="1.0"?>\n<!-- x --><svg/>`),
      'svg',
    ],
    ['GIF', () => bytesOf('GIF89a\x01\x00\x01\x00'), null],
    ['HTML', () => bytesOf('<!doctype html><html><svg></svg></html>'), null],
    ['text', () => bytesOf('hello'), null],
    ['a ZIP', () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), null],
    ['empty', () => new Uint8Array(), null],
  ])('%s', async (_name, make, expected) => {
    expect(sniffType(await make())).toBe(expected)
  })
})

describe('prepareUpload re-encodes photos', () => {
  it('turns a photo upright from its EXIF orientation and strips metadata', async () => {
    const input = await jpeg(40, 20, { orientation: 6, exif: true })
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const out = await prepareUpload(input, 'photo')
    expect([out.widthPx, out.heightPx]).toEqual([20, 40])
    const meta = await sharp(out.print.bytes).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(Buffer.from(out.print.bytes).includes('secret camera owner')).toBe(false)
    expect((await sharp(out.preview).metadata()).format).toBe('webp')
  })

  it('keeps transparency of PNGs and limits the preview to 2000 px', async () => {
    const out = await prepareUpload(await png(2500, 100, true), 'photo')
    expect(out.print.contentType).toBe('image/png')
    expect(await sharp(out.preview).metadata()).toMatchObject({ width: 2000, height: 80 })
  })

  it('accepts WebP photos and converts them to JPEG for print', async () => {
    const out = await prepareUpload(await webp(), 'photo')
    expect(out).toMatchObject({ format: 'webp', print: { contentType: 'image/jpeg' } })
  })
})

describe('prepareUpload refuses bad input with a status and a message', () => {
  it.each([
    ['an empty file', () => new Uint8Array(), 'photo', 400, /empty/],
    ['a GIF', () => bytesOf('GIF89a\x01\x00'), 'photo', 415, /JPEG, PNG, WebP, TIFF or HEIC/],
    ['a text file called .jpg', () => bytesOf('not an image'), 'photo', 415, /JPEG/],
    ['an SVG as a photo', () => bytesOf(LOGO_SVG), 'photo', 415, /this file is SVG/],
    ['a JPEG as a layout', () => jpeg(), 'layout', 415, /PDF, PNG or SVG/],
    ['a decompression bomb', () => pngBomb(), 'photo', 413, /megapixels/],
    [
      'a truncated JPEG',
      async () => (await jpeg(400, 300)).slice(0, 600),
      'photo',
      422,
      /damaged or incomplete/,
    ],
    [
      'a corrupt PNG',
      async () => {
        const b = await png(50, 50)
        b.fill(7, 40)
        return b
      },
      'photo',
      422,
      /damaged/,
    ],
    ['a corrupt PDF', () => bytesOf('%PDF-1.7\nnot really'), 'layout', 422, /PDF could not be read/],
    [
      'a PDF with too many pages',
      () => pdf(Array(9).fill({ widthMm: 100, heightMm: 100 })),
      'layout',
      422,
      /9 pages/,
    ],
    [
      'a PDF page of 2 mm',
      () => pdf([{ widthMm: 2, heightMm: 2 }]),
      'layout',
      422,
      /between 10 and 1,200 mm/,
    ],
    [
      'an SVG with a script',
      () => bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
      'layout',
      422,
      /SVG was refused.*script/,
    ],
    [
      'an SVG with an external image',
      () => bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><image href="http://x/y.png"/></svg>'),
      'layout',
      422,
      /external/,
    ],
    [
      'an SVG that claims gigapixels',
      () => bytesOf('<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"/>'),
      'layout',
      413,
      /megapixels/,
    ],
  ] as const)('%s', async (_name, make, kind, status, message) => {
    const error = await prepareUpload(await make(), kind).catch((e: unknown) => e)
    expect(error).toMatchObject({ status })
    expect((error as Error).message).toMatch(message)
  })

  it('says clearly that HEIC cannot be read when the decoder lacks it', async () => {
    const result = prepareUpload(heicHeader(), 'photo')
    if (heicSupported()) await expect(result).rejects.toMatchObject({ status: 422 })
    else await expect(result).rejects.toThrow(/We cannot read HEIC photos/)
  })
})

describe('prepareUpload accepts own layouts', () => {
  it('keeps the pages of a PDF and reports pages and size', async () => {
    const bytes = await pdf([
      { widthMm: 148, heightMm: 105 },
      { widthMm: 148, heightMm: 105 },
    ])
    const out = await prepareUpload(bytes, 'layout')
    expect(out).toMatchObject({ format: 'pdf', pageCount: 2, widthPx: null })
    expect(out.widthMm).toBeCloseTo(148, 1)
    // A copy with only the pages is stored (issue 24 point 8): same pages, same size.
    const stored = await PDFDocument.load(out.print.bytes)
    expect(stored.getPageCount()).toBe(2)
    expect(stored.getPage(1).getSize()).toEqual((await PDFDocument.load(bytes)).getPage(1).getSize())
    expect((await sharp(out.preview).metadata()).format).toBe('webp')
  })

  it('stores a sanitised SVG and measures it', async () => {
    const out = await prepareUpload(bytesOf(LOGO_SVG.replace('<rect', '<rect onclick=""')), 'layout').catch(
      (e: Error) => e,
    )
    expect(out).toBeInstanceOf(Error)
    const ok = await prepareUpload(bytesOf(LOGO_SVG), 'layout')
    expect(ok).toMatchObject({ format: 'svg', widthPx: 250, heightPx: 125 })
    expect(new TextDecoder().decode(ok.print.bytes)).toContain('<circle')
  })
})
