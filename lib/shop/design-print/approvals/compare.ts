import type { DesignDocument, Layer, Page } from '@/lib/shop/design-print/design/document'
import type { DesignChange } from './schema'

/**
 * What changed between two versions, in words a reviewer follows: texts changed, elements added or
 * removed, moved or resized, otherwise changed, page backgrounds. Layers and pages are matched by id,
 * which the editor keeps for an element's life; a copy is a new id, so it shows as added.
 */

/** Shorter than this in mm is a nudge the eye does not see on a preview; it is not reported. */
const MOVE_TOLERANCE_MM = 0.5

const pageLabel = (page: Page) => page.name ?? page.role
const layerLabel = (layer: Layer) => layer.name
const textOf = (layer: Layer) => (layer.type === 'text' ? layer.content : null)

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  )
}

function moved(a: Layer, b: Layer): boolean {
  return (
    (['x', 'y', 'width', 'height'] as const).some((k) => Math.abs(a[k] - b[k]) > MOVE_TOLERANCE_MM) ||
    a.rotation !== b.rotation
  )
}

/** Everything but the box and the text: colour, font, photo, crop, … */
function restOf(layer: Layer): string {
  const { x: _x, y: _y, width: _w, height: _h, rotation: _r, name: _n, ...rest } = layer
  return stable(layer.type === 'text' ? { ...rest, content: null } : rest)
}

function layerChanges(page: string, before: Layer, after: Layer): DesignChange[] {
  const changes: DesignChange[] = []
  const layer = layerLabel(after)
  if (textOf(before) !== textOf(after)) {
    changes.push({ kind: 'text', page, layer, before: textOf(before), after: textOf(after) })
  }
  if (moved(before, after)) changes.push({ kind: 'moved', page, layer, before: null, after: null })
  if (restOf(before) !== restOf(after))
    changes.push({ kind: 'changed', page, layer, before: null, after: null })
  return changes
}

export function diffDocuments(from: DesignDocument, to: DesignDocument): DesignChange[] {
  const changes: DesignChange[] = []
  const oldPages = new Map(from.pages.map((p) => [p.id, p]))
  const newIds = new Set(to.pages.map((p) => p.id))
  for (const page of to.pages) {
    const old = oldPages.get(page.id)
    const label = pageLabel(page)
    if (!old) {
      changes.push({ kind: 'page-added', page: label, layer: null, before: null, after: null })
      continue
    }
    if (stable(old.background) !== stable(page.background)) {
      changes.push({ kind: 'background', page: label, layer: null, before: null, after: null })
    }
    const oldLayers = new Map(old.layers.map((l) => [l.id, l]))
    const newLayerIds = new Set(page.layers.map((l) => l.id))
    for (const layer of page.layers) {
      const before = oldLayers.get(layer.id)
      if (!before) {
        changes.push({
          kind: 'added',
          page: label,
          layer: layerLabel(layer),
          before: null,
          after: textOf(layer),
        })
      } else {
        changes.push(...layerChanges(label, before, layer))
      }
    }
    for (const layer of old.layers) {
      if (!newLayerIds.has(layer.id)) {
        changes.push({
          kind: 'removed',
          page: label,
          layer: layerLabel(layer),
          before: textOf(layer),
          after: null,
        })
      }
    }
  }
  for (const page of from.pages) {
    if (!newIds.has(page.id)) {
      changes.push({ kind: 'page-removed', page: pageLabel(page), layer: null, before: null, after: null })
    }
  }
  return changes
}
