import type { PDFDocument, PDFEmbeddedPage, PDFImage } from 'pdf-lib'
import sharp from 'sharp'
import { motifDocument } from '@/lib/shop/design-print/design/motif-document'
import { inertPdf } from './inert-pdf'
import { embedJpegWithProfile } from './jpeg-icc'
import { parseVectorSvg, type VectorSvg } from './svg-tree'

/**
 * The pictures a design refers to, found by id. Photos come as the stored print originals (full
 * resolution JPEG or PNG), own layouts also as PDF (embedded as vector pages) or sanitised SVG.
 */
export type PrintAsset =
  | { kind: 'jpeg' | 'png'; bytes: Uint8Array }
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'svg'; bytes: Uint8Array }

export type AssetResolver = (assetId: string) => Promise<PrintAsset | null>

export const noAssets: AssetResolver = async () => null

/** SVG that the vector renderer does not cover (gradients, text, filters) is rasterised at this density. */
export const SVG_PRINT_DPI = 300

export type EmbeddedAsset =
  | { kind: 'image'; image: PDFImage }
  | { kind: 'page'; page: PDFEmbeddedPage }
  | { kind: 'vector'; svg: VectorSvg }

/** Embeds each asset once per PDF however many pages and guests use it. */
export function assetBook(doc: PDFDocument, resolve: AssetResolver) {
  const embed = async (asset: PrintAsset): Promise<EmbeddedAsset | null> => {
    switch (asset.kind) {
      case 'jpeg':
        return { kind: 'image', image: await embedJpegWithProfile(doc, asset.bytes) }
      case 'png':
        return { kind: 'image', image: await doc.embedPng(asset.bytes) }
      case 'pdf': {
        const [page] = await doc.embedPdf(await inertPdf(asset.bytes), [0])
        return page ? { kind: 'page', page } : null
      }
      case 'svg': {
        // Clip art and simple logos become PDF vectors; SVG features beyond paths and shapes are
        // rasterised at print density instead of being dropped. Customers' SVGs arrive here only as
        // vectors (upload-assets.ts rasterises the rest in the render pool); this is the shop's own.
        const vector = parseVectorSvg(new TextDecoder().decode(asset.bytes))
        if (vector) return { kind: 'vector', svg: vector }
        const png = await sharp(asset.bytes, { density: SVG_PRINT_DPI, limitInputPixels: 120_000_000 })
          .png()
          .toBuffer()
        return { kind: 'image', image: await doc.embedPng(png) }
      }
    }
  }
  const cache = new Map<string, Promise<EmbeddedAsset | null>>()
  const once = (key: string, load: () => Promise<EmbeddedAsset | null>) => {
    let entry = cache.get(key)
    if (!entry) {
      entry = load()
      cache.set(key, entry)
    }
    return entry
  }
  return {
    get(id: string): Promise<EmbeddedAsset | null> {
      return once(id, async () => {
        const asset = await resolve(id)
        return asset ? embed(asset) : null
      })
    },
    /** A clip-art motif the shop draws itself (lib/shop/design-print/design/motif-document.ts), in these colours. */
    motif(motifId: string, colors: readonly string[]): Promise<EmbeddedAsset | null> {
      return once(`motif:${motifId}|${colors.join(',')}`, async () => {
        const svg = motifDocument(motifId, colors)
        return svg === undefined ? null : embed({ kind: 'svg', bytes: new TextEncoder().encode(svg) })
      })
    },
  }
}
export type AssetBook = ReturnType<typeof assetBook>
