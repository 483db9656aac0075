'use client'

import { Group, Line, Rect } from './konva'
import type { Box } from '@/lib/shop/design-print/design/geometry'
import type { GuideKind, PageGuides as ProductGuides } from '@/lib/shop/design-print/design/page-guides'

/** Folds and the gutter are where the sheet bends; wrap and binding are where it stops being seen. */
const GUIDE_COLORS: Record<GuideKind, string> = {
  gutter: '#7a4dd8',
  fold: '#7a4dd8',
  wrap: '#e6007e',
  binding: '#e69500',
}

/**
 * What the printer cuts away and where text is safe: the bleed beyond the trim is veiled, the trim is
 * a solid line and the safe area a dashed one. Drawn in mm; `px` is one screen pixel in mm. A calendar
 * or photo book adds its own guides (design/page-guides.ts): the gutter and folds, the cover's wrap,
 * the binding zone, and a safe area per page half instead of one across the spread.
 */
export function PageGuides({
  trim,
  bleed,
  safe,
  px,
  show,
  product,
}: {
  trim: Box
  bleed: Box
  safe: Box
  px: number
  show: boolean
  product?: ProductGuides | null
}) {
  const safeBoxes = product && product.safeBoxes.length > 0 ? product.safeBoxes : [safe]
  const veil = 'rgba(255,255,255,0.55)'
  return (
    <Group listening={false}>
      <Rect x={bleed.x} y={bleed.y} width={bleed.width} height={trim.y - bleed.y} fill={veil} />
      <Rect
        x={bleed.x}
        y={trim.y + trim.height}
        width={bleed.width}
        height={bleed.y + bleed.height - trim.y - trim.height}
        fill={veil}
      />
      <Rect x={bleed.x} y={trim.y} width={trim.x - bleed.x} height={trim.height} fill={veil} />
      <Rect
        x={trim.x + trim.width}
        y={trim.y}
        width={bleed.x + bleed.width - trim.x - trim.width}
        height={trim.height}
        fill={veil}
      />
      <Rect {...trim} stroke="#e6007e" strokeWidth={px} />
      {show &&
        safeBoxes.map((box, i) => (
          <Rect key={i} {...box} stroke="#00a0e6" strokeWidth={px} dash={[6 * px, 4 * px]} />
        ))}
      {show &&
        product?.lines.map((line, i) => (
          <Line
            key={`g${i}`}
            points={[trim.x + line.x1, trim.y + line.y1, trim.x + line.x2, trim.y + line.y2]}
            stroke={GUIDE_COLORS[line.kind]}
            strokeWidth={px}
            dash={line.kind === 'binding' ? [3 * px, 3 * px] : undefined}
          />
        ))}
    </Group>
  )
}

/** Snap lines while dragging, across the whole bleed box. */
export function SnapLines({
  lines,
  bleed,
  px,
}: {
  lines: { vertical: number[]; horizontal: number[] }
  bleed: Box
  px: number
}) {
  return (
    <Group listening={false}>
      {lines.vertical.map((x) => (
        <Line
          key={`v${x}`}
          points={[x, bleed.y, x, bleed.y + bleed.height]}
          stroke="#ff3d7f"
          strokeWidth={px}
        />
      ))}
      {lines.horizontal.map((y) => (
        <Line
          key={`h${y}`}
          points={[bleed.x, y, bleed.x + bleed.width, y]}
          stroke="#ff3d7f"
          strokeWidth={px}
        />
      ))}
    </Group>
  )
}
