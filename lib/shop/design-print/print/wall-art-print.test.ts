import { PDFName, PDFDict, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import {
  newWallArtDocument,
  placeWallArtPhoto,
  type WallArtSpec,
} from '@/lib/shop/design-print/design/wall-art'
import { PRINT_MARKS } from './frame'
import { renderPrintPdf } from './render-print-pdf'
import { boxOf, loadPdf, pageContent, pageImageWidths, pageTexts } from './testing/pdf-inspect'
import type { PDFPage } from 'pdf-lib'

/**
 * Print files of wall art per material, read back with a PDF reader: page size, TrimBox and
 * BleedBox from the spec's layout, crop marks only on flat pieces, the photo at its full pixel size
 * and embedded byte for byte (no re-compression), the mirrored canvas edge, the slug line.
 */
const PHOTO_ID = `up-${'a'.repeat(32)}`
const PX = { widthPx: 900, heightPx: 1200 }
let jpeg: Uint8Array

beforeAll(async () => {
  const raw = Buffer.alloc(PX.widthPx * PX.heightPx * 3)
  for (let i = 0; i < raw.length; i += 3) raw[i] = (i / 3) % 256
  jpeg = new Uint8Array(
    await sharp(raw, { raw: { width: PX.widthPx, height: PX.heightPx, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer(),
  )
})

const flat = (material: WallArtSpec['material'], w: number, h: number): WallArtSpec => ({
  material,
  widthMm: w,
  heightMm: h,
  frame: null,
  canvas: null,
})
const canvas = (edge: 'mirror' | 'stretch' | 'color', depthMm: 20 | 40): WallArtSpec => ({
  ...flat('leinwand', 600, 900),
  canvas: edge === 'color' ? { edge, edgeColor: '#1e3a8a', depthMm } : { edge, depthMm },
})

async function printOf(spec: WallArtSpec, slug = 'MP-100200 · Pos. 1 · Wandbild') {
  const document = placeWallArtPhoto(newWallArtDocument(spec, 'wall-art-test'), { id: PHOTO_ID, ...PX })
  const bytes = await renderPrintPdf({
    document,
    assets: async (id) => (id === PHOTO_ID ? { kind: 'jpeg', bytes: jpeg } : null),
    slug,
  })
  return (await loadPdf(bytes)).getPage(0)
}

const close = (actual: number[], expected: number[]) =>
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 2))

/** Trim, bleed and media boxes a page must have for this trim and bleed (mm). */
function expectBoxes(page: PDFPage, trimW: number, trimH: number, bleed: number) {
  const slug = mmToPt(bleed + PRINT_MARKS.gapMm + PRINT_MARKS.lengthMm + PRINT_MARKS.marginMm)
  close(boxOf(page, 'TrimBox'), [slug, slug, slug + mmToPt(trimW), slug + mmToPt(trimH)])
  const b = mmToPt(bleed)
  close(boxOf(page, 'BleedBox'), [slug - b, slug - b, slug + mmToPt(trimW) + b, slug + mmToPt(trimH) + b])
  close(boxOf(page, 'MediaBox'), [0, 0, mmToPt(trimW) + 2 * slug, mmToPt(trimH) + 2 * slug])
}

/** Strokes on the page: the eight crop marks are its only stroked paths. */
const strokes = (page: PDFPage) => pageContent(page).match(/^S$/gm)?.length ?? 0
/** How often the page paints an image XObject. */
const imageDraws = (page: PDFPage) => pageContent(page).match(/ Do\b/g)?.length ?? 0

/** The bytes of each image stream the page uses (each object once), as stored in the PDF. */
function imageBytes(page: PDFPage): Uint8Array[] {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
  const objects = new Set([...(xobjects?.entries() ?? [])].map(([, ref]) => page.doc.context.lookup(ref)))
  return [...objects].flatMap((object) => (object instanceof PDFRawStream ? [object.contents] : []))
}

describe('wall-art print files', () => {
  it('poster: trim = size, 3 mm bleed, crop marks, the photo at full size and as uploaded', async () => {
    const page = await printOf(flat('poster', 300, 400))
    expectBoxes(page, 300, 400, 3)
    expect(strokes(page)).toBe(8)
    expect(pageImageWidths(page)).toEqual([PX.widthPx])
    expect(Buffer.from(imageBytes(page)[0]!).equals(Buffer.from(jpeg))).toBe(true)
  })

  it.each([
    ['acrylglas', 500, 700],
    ['aludibond', 600, 400],
    ['hahnemuehle', 210, 297],
    ['forexplatte', 400, 400],
  ] as const)('%s %ix%i mm: 3 mm bleed and crop marks', async (material, w, h) => {
    const page = await printOf(flat(material, w, h))
    expectBoxes(page, w, h, 3)
    expect(strokes(page)).toBe(8)
    expect(pageImageWidths(page)).toEqual([PX.widthPx])
  })

  it.each([
    ['stretch', 20, 1],
    ['mirror', 20, 9],
    ['mirror', 40, 9],
    ['color', 40, 1],
  ] as const)(
    'canvas, %s edge, %i mm deep: wrap = depth + 5 mm, no crop marks',
    async (edge, depth, draws) => {
      const page = await printOf(canvas(edge, depth))
      expectBoxes(page, 600, 900, depth + 5)
      expect(strokes(page)).toBe(0)
      // One image, embedded once; a mirrored edge paints it again in each of the eight wrap regions.
      expect(new Set(pageImageWidths(page))).toEqual(new Set([PX.widthPx]))
      expect(imageBytes(page)).toHaveLength(1)
      expect(imageDraws(page)).toBe(draws)
    },
  )

  it('framed with a 30 mm mat: the window is W×H, the print reaches 5 mm under the mat on each side', async () => {
    const spec: WallArtSpec = {
      ...flat('poster', 400, 500),
      frame: { type: 'holzrahmen', colour: 'black', matSize: 30, matType: 'white' },
    }
    const page = await printOf(spec)
    expectBoxes(page, 400 + 10, 500 + 10, 3)
    expect(strokes(page)).toBe(8)
    expect(pageImageWidths(page)).toEqual([PX.widthPx])
  })

  it('framed without a mat: print = frame size, the rebate covers 5 mm', async () => {
    const spec: WallArtSpec = {
      ...flat('poster', 300, 400),
      frame: { type: 'kunststoffrahmen', colour: 'white', matSize: 0, matType: 'none' },
    }
    expectBoxes(await printOf(spec), 300, 400, 3)
  })

  it('prints the order number and line in the slug, below the bleed', async () => {
    const page = await printOf(canvas('mirror', 20), 'MP-4711 · Pos. 2 · Leinwand 60 × 90 cm')
    expect(pageTexts(page)).toEqual(['MP-4711 · Pos. 2 · Leinwand 60 × 90 cm'])
    const match = /([\d.]+) ([\d.]+) Tm/.exec(pageContent(page))
    const bleedBottom = boxOf(page, 'BleedBox')[1]!
    expect(Number(match?.[2])).toBeLessThan(bleedBottom)
  })
})
