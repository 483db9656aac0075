'use client'

import { useMemo } from 'react'
import { Image as KonvaImage, Rect } from './konva'
import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import type { DesignDocument, Page } from '@/lib/shop/design-print/design/document'
import type { Box } from '@/lib/shop/design-print/design/geometry'
import { renderPageSvg } from '@/lib/shop/design-print/design/render-svg'
import type { AssetUrls } from './layer-node'
import { useImage } from './use-image'

/**
 * The page background over the whole bleed area. Patterns are drawn by the shared SVG renderer (the
 * page without its layers), so the editor shows exactly the tiles the preview and print files use.
 */
export function BackgroundNode({
  doc,
  page,
  bleed,
  assets,
}: {
  doc: DesignDocument
  page: Page
  bleed: Box
  assets: AssetUrls
}) {
  const { background } = page
  const patternUrl = useMemo(() => {
    if (background.kind === 'color') return undefined
    const bare = { ...doc, pages: doc.pages.map((p) => (p.id === page.id ? { ...p, layers: [] } : p)) }
    const svg = renderPageSvg(bare, page.id, { includeBleed: true, assets, dpi: 200 })
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  }, [doc, page.id, background, assets])
  const image = useImage(patternUrl)
  if (background.kind === 'color') {
    return <Rect {...bleed} fill={resolveColor(background.color, doc.palette)} listening={false} />
  }
  return image ? (
    <KonvaImage image={image} {...bleed} listening={false} />
  ) : (
    <Rect {...bleed} fill="#ffffff" listening={false} />
  )
}
