'use client'

import { Group, Line, Rect } from './konva'
import type { Box } from '@/lib/shop/design-print/design/geometry'

/**
 * What the printer cuts away and where text is safe: the bleed beyond the trim is veiled, the trim is
 * a solid line and the safe area a dashed one. Drawn in mm; `px` is one screen pixel in mm.
 */
export function PageGuides({
  trim,
  bleed,
  safe,
  px,
  show,
}: {
  trim: Box
  bleed: Box
  safe: Box
  px: number
  show: boolean
}) {
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
      {show && <Rect {...safe} stroke="#00a0e6" strokeWidth={px} dash={[6 * px, 4 * px]} />}
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
