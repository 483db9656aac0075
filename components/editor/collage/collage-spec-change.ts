'use client'

import { useCallback } from 'react'
import type { CollageChoices } from '@/lib/api/editor/open-collage'
import { setCollageSpec } from '@/lib/editor/actions/set-collage-spec'
import type { CollageLayoutKey, CollageMode } from '@/lib/model/collage-keys'
import type { FrameTypeKey } from '@/lib/model/wall-art-keys'
import type { CollageSpec } from '@/lib/shop/design-print/design/collage-spec'
import { COLLAGE_LAYOUTS } from '@/lib/shop/design-print/design/collage-layouts'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import type { CollageMaterial } from '@/lib/shop/photo-products/collage/materials'
import { useEditorStore } from '../editor-context'

/** What the material form chooses; the wall-art spec is made from it with the frame's defaults. */
export interface PieceChoice {
  material: CollageMaterial
  frameType: FrameTypeKey | null
  format: string
}

/** The size to show after a change: the current one where it is made, else the layout's opening size. */
export function formatFor(
  choices: CollageChoices,
  material: CollageMaterial,
  layout: CollageLayoutKey,
  keep?: string,
) {
  const { aspect, opening } = COLLAGE_LAYOUTS[layout]
  const formats = choices.formats[aspect][material] ?? []
  if (keep && formats.includes(keep)) return keep
  if (formats.includes(opening)) return opening
  return formats[Math.floor(formats.length / 2)] ?? null
}

export const aspectOf = (spec: Pick<CollageSpec, 'layout'>) => COLLAGE_LAYOUTS[spec.layout].aspect

export function modeOf(material: CollageMaterial, frameType: FrameTypeKey | null): CollageMode {
  if (material === 'leinwand') return 'leinwand'
  if (material === 'poster') return frameType ? 'framed-poster' : 'poster'
  return 'mixed'
}

/**
 * The wall-art spec of a choice. What the shopper chose before and the new choice still allows is
 * kept: the frame colour where the new frame type comes in it, the mat while the frame type stays, the
 * canvas depth; the rest opens at the frame type's defaults (first colour, its mat) and a 2 cm canvas
 * with the collage's background as its edge.
 */
export function pieceSpec(
  choices: CollageChoices,
  choice: PieceChoice,
  color: string,
  previous?: WallArtSpec,
): WallArtSpec {
  const [w, h] = choice.format.split('x').map(Number)
  const frame = choices.frameTypes.find((f) => f.key === choice.frameType)
  const before = previous?.frame
  const colour = before && frame?.colours.includes(before.colour) ? before.colour : frame?.colours[0]
  const mat =
    before && frame && before.type === frame.key
      ? { matSize: before.matSize, matType: before.matType }
      : frame?.defaultMat
  return {
    material: choice.material,
    widthMm: w ?? 0,
    heightMm: h ?? 0,
    frame: frame && mat ? { type: frame.key, colour: colour ?? 'black', ...mat } : null,
    canvas:
      choice.material === 'leinwand'
        ? { edge: 'color', edgeColor: color, depthMm: previous?.canvas?.depthMm ?? 20 }
        : null,
  }
}

/**
 * Runs a collage change through the editor (undo, document check). The panels offer only what is
 * made; a combination the document model still refuses is reported like any refused change.
 */
export function useCollageChange() {
  const store = useEditorStore()
  return useCallback(
    (patch: { collage?: Partial<CollageSpec>; wallArt?: WallArtSpec }, coalesce?: string) => {
      try {
        store.getState().run(setCollageSpec, patch, coalesce ? { coalesce } : undefined)
      } catch (error) {
        if (!(error instanceof DesignDocumentError)) throw error
        store.setState({ rejected: error.issues.join('; ') || error.message })
      }
    },
    [store],
  )
}
