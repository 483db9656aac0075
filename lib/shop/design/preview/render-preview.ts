import 'server-only'
import sharp from 'sharp'
import type { DesignDocument } from '../document'
import { pageSize, MM_PER_INCH } from '../geometry'
import { renderPageSvg } from '../render-svg'
import { outlineText } from './outline-text'
import { withSamplePhotos } from './sample-photo'

/**
 * A design's front page as a WebP `width` pixels wide: the document drawn as SVG with text in real
 * font outlines, rasterised by sharp at exactly the size asked for (the SVG's dpi is chosen so that
 * nothing is upscaled). Empty photo slots show a drawn sample photo. Round stickers and rounded corners are cut out, leaving transparency.
 */
export async function renderDesignPreview(doc: DesignDocument, width: number): Promise<Buffer> {
  const front = doc.pages.find((page) => page.role === 'front') ?? doc.pages[0]
  if (!front) throw new RangeError(`Design ${doc.id} has no pages`)
  const size = pageSize(doc.format, front)
  const dpi = (width * MM_PER_INCH) / size.width
  const sample = withSamplePhotos(doc)
  const svg = renderPageSvg(sample.doc, front.id, {
    includeBleed: false,
    dpi,
    text: outlineText,
    assets: sample.assets,
  })
  return sharp(Buffer.from(svg))
    .resize({ width, withoutEnlargement: false })
    .webp({ quality: 82, effort: 2 })
    .toBuffer()
}
