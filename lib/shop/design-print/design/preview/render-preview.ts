import 'server-only'
import { RENDER_TIMEOUTS } from '@/lib/render/limits'
import type { RenderOptions } from '@/lib/render/pool'
import { render } from '@/lib/render/render'
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
/** sharp's default decoder limit (about 16 k × 16 k); previews are a few hundred pixels wide. */
const PREVIEW_MAX_PIXELS = 268_402_689

export async function renderDesignPreview(
  doc: DesignDocument,
  width: number,
  options: Omit<RenderOptions, 'timeoutMs'> = {},
  /** Another page than the front (a shared design's inside pages, ADR 0096). */
  pageId?: string,
): Promise<Buffer> {
  const front = pageId
    ? doc.pages.find((page) => page.id === pageId)
    : (doc.pages.find((page) => page.role === 'front') ?? doc.pages[0])
  if (!front) throw new RangeError(`Design ${doc.id} has no page ${pageId ?? ''}`)
  const size = pageSize(doc.format, front)
  const dpi = (width * MM_PER_INCH) / size.width
  const sample = withSamplePhotos(doc)
  const svg = renderPageSvg(sample.doc, front.id, {
    includeBleed: false,
    dpi,
    text: outlineText,
    assets: sample.assets,
  })
  // Drawn in the render pool (docs/adr/0048): the SVG holds the customer's texts and pictures.
  const { outputs } = await render(
    {
      input: { bytes: new TextEncoder().encode(svg) },
      open: { limitInputPixels: PREVIEW_MAX_PIXELS },
      outputs: [
        {
          steps: [{ op: 'resize', width, withoutEnlargement: false }],
          encode: { format: 'webp', quality: 82, effort: 2 },
        },
      ],
    },
    { ...options, timeoutMs: RENDER_TIMEOUTS.designPreview },
  )
  if (!outputs[0]) throw new Error(`The preview of design ${doc.id} was not drawn`)
  return Buffer.from(outputs[0].data)
}
