import { describe, expect, it, vi } from 'vitest'
import { parseDesignDocument } from '@/lib/shop/design-print/design/document'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { canvasStill } from './canvas-still'

vi.mock('@/lib/shop/design-print/design/render-svg', () => ({
  renderPageSvg: () => {
    throw new Error('font file missing')
  },
}))

describe('canvasStill when the page cannot be drawn', () => {
  it('gives no still instead of failing the page (the canvas box then waits for Konva)', () => {
    expect(canvasStill(parseDesignDocument(sampleDocumentInput()))).toBeNull()
  })
})
