'use client'

import { Circle, Group, Rect, Text } from './konva'
import { layerBounds } from '@/lib/shop/design-print/design/geometry'
import type { Page } from '@/lib/shop/design-print/design/document'
import type { PreflightIssue } from '@/lib/shop/design-print/design/preflight'

/**
 * Preflight findings on the canvas: the layer's outline in red (error) or amber (warning) and a
 * badge that selects the layer, so the customer sees where the problem is and can fix it at once.
 * Findings about a whole page (a blank page or half, a narrow spine) have no layer to outline: the
 * page strip and the preflight list show them.
 */
export function IssueMarkers({
  issues,
  page,
  px,
  onSelect,
}: {
  issues: readonly PreflightIssue[]
  page: Page
  px: number
  onSelect: (layerId: string) => void
}) {
  const byLayer = new Map<string, PreflightIssue[]>()
  for (const issue of issues) {
    if (issue.pageId !== page.id || issue.layerId === null) continue
    byLayer.set(issue.layerId, [...(byLayer.get(issue.layerId) ?? []), issue])
  }
  return (
    <>
      {[...byLayer].map(([layerId, found]) => {
        const layer = page.layers.find((l) => l.id === layerId)
        if (!layer) return null
        const box = layerBounds(layer)
        const color = found.some((i) => i.severity === 'error') ? '#d0021b' : '#e69500'
        const r = 9 * px
        return (
          <Group key={layerId}>
            <Rect {...box} stroke={color} strokeWidth={1.5 * px} dash={[4 * px, 3 * px]} listening={false} />
            <Group
              x={box.x + box.width}
              y={box.y}
              onClick={() => onSelect(layerId)}
              onTap={() => onSelect(layerId)}
            >
              <Circle radius={r} fill={color} />
              <Text
                text="!"
                x={-r}
                y={-r}
                width={2 * r}
                height={2 * r}
                align="center"
                verticalAlign="middle"
                fontSize={13 * px}
                fontStyle="bold"
                fill="#ffffff"
              />
            </Group>
          </Group>
        )
      })}
    </>
  )
}
