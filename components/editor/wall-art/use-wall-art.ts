'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import type { WallArtMaterialKey } from '@/lib/model/wall-art-keys'
import type { CalculatorReference } from '@/lib/shop/photo-products/photo-frame/calculator'
import type { FrameTypeVariants } from '@/lib/shop/photo-products/photo-frame/variants'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { setWallArt } from '@/lib/editor/actions/set-wall-art'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { useEditor, useEditorStore } from '../editor-context'

/** The design's wall-art spec and a setter that runs it through the editor (undo, document check). */
export function useWallArt(): [WallArtSpec, (spec: WallArtSpec) => void] {
  const store = useEditorStore()
  const spec = useEditor((s) => s.scene.document.wallArt)
  if (!spec) throw new Error('the wall-art configurator needs a wall-art document')
  const change = useCallback(
    (next: WallArtSpec) => {
      try {
        store.getState().run(setWallArt, next)
      } catch (error) {
        // The panels offer only what is made; a combination the document model still refuses
        // (a rule they do not know yet) is reported like any refused change, and nothing changes.
        if (!(error instanceof DesignDocumentError)) throw error
        store.setState({ rejected: error.issues.join('; ') || error.message })
      }
    },
    [store],
  )
  return [spec, change]
}

/** Whether a size is made in a material (the limits of format-limits, either orientation). */
export function fits(
  limits: { minSideMm: number; maxSideMm: number; maxShortSideMm: number },
  widthMm: number,
  heightMm: number,
): boolean {
  const short = Math.min(widthMm, heightMm)
  const long = Math.max(widthMm, heightMm)
  return short >= limits.minSideMm && long <= limits.maxSideMm && short <= limits.maxShortSideMm
}

/** Reads a "WxH" format in mm. */
export function readSize(format: string): { widthMm: number; heightMm: number } {
  const [w, h] = format.split('x').map(Number)
  return { widthMm: w ?? 0, heightMm: h ?? 0 }
}

/** Same options, same piece: the loader's answer stands for the endpoint's. */
function sameSpec(a: WallArtSpec, b: WallArtSpec): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Reads an endpoint's JSON in the shop's language; its error message when it refuses. */
async function getJson<T>(url: string, locale: LocaleCode, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { locale }, signal })
  const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } }
  if (!response.ok) throw new Error(body.error?.message ?? `HTTP ${response.status}`)
  return body
}

/** The /web-api/calculator/reference query of a piece: material, size, frame, canvas edge and depth. */
export function referenceQuery(spec: WallArtSpec, currency: ShopCurrency): string {
  const params = new URLSearchParams({
    materialType: spec.material,
    format: `${spec.widthMm}x${spec.heightMm}`,
    currency,
  })
  if (spec.frame) {
    params.set('frameType', spec.frame.type)
    params.set('frameColour', spec.frame.colour)
    params.set('matSize', String(spec.frame.matSize))
    params.set('matType', spec.frame.matType)
  }
  if (spec.canvas) {
    params.set('canvasEdge', spec.canvas.edge)
    params.set('canvasDepthMm', String(spec.canvas.depthMm))
  }
  return params.toString()
}

export type PieceReference = Pick<
  CalculatorReference,
  | 'printWidthMm'
  | 'printHeightMm'
  | 'visibleWidthMm'
  | 'visibleHeightMm'
  | 'pixelsFor150dpi'
  | 'pixelsFor75dpi'
>

/**
 * The piece's printed and visible size from /web-api/calculator/reference (spec 7), asked on every
 * change of size, material, frame or canvas edge. The opening piece's answer comes with the page
 * (`seed`), so the first render waits for nothing; while a new answer is on its way the last one stays.
 */
export function usePieceReference(
  spec: WallArtSpec,
  currency: ShopCurrency,
  locale: LocaleCode,
  seed: { spec: WallArtSpec; reference: PieceReference },
): PieceReference {
  const query = referenceQuery(spec, currency)
  const { data } = useQuery({
    queryKey: ['calculator-reference', locale, query],
    queryFn: ({ signal }) =>
      getJson<PieceReference>(`/web-api/calculator/reference?${query}`, locale, signal),
    initialData: sameSpec(spec, seed.spec) ? seed.reference : undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  })
  return data ?? seed.reference
}

/**
 * The frame types that frame a material, with their colours and default mat, from
 * /web-api/variants-for-frame-types (spec 7); the opening material's answer comes with the page.
 */
export function useFrameVariants(
  material: WallArtMaterialKey,
  locale: LocaleCode,
  seed: { material: WallArtMaterialKey; frameVariants: readonly FrameTypeVariants[] },
): readonly FrameTypeVariants[] {
  const { data } = useQuery({
    queryKey: ['frame-variants', locale, material],
    queryFn: ({ signal }) =>
      getJson<{ frameTypes: FrameTypeVariants[] }>(
        `/web-api/variants-for-frame-types?materialType=${material}`,
        locale,
        signal,
      ).then((body) => body.frameTypes),
    initialData: material === seed.material ? [...seed.frameVariants] : undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  })
  return data ?? seed.frameVariants
}
