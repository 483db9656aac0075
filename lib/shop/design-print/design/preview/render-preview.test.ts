import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { generatedCatalogue } from '../../../catalogue/generator/catalogue'
import { parseDesignDocument } from '../document'
import { renderDesignPreview } from './render-preview'

describe('renderDesignPreview', () => {
  it('renders the front page as a WebP of the requested width with the aspect of the page', async () => {
    const design = generatedCatalogue().designs[0]
    const doc = parseDesignDocument(design?.template)
    const webp = await renderDesignPreview(doc, 480)
    const meta = await sharp(webp).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(480)
    // A6 folded landscape: 148 × 105 mm pages.
    expect(meta.height).toBe(Math.round((480 * 105) / 148))
  })
})
