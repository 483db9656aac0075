import { useEffect, useState } from 'react'

/** The page's layers added to the stage per task while it first mounts. */
export const LAYERS_PER_SLICE = 2

/** What the stage shows at one step of its first mount. */
export interface MountSlice {
  /** The stage's one layer (the stage itself comes first, alone). */
  layer: boolean
  /** The page group with its background. */
  page: boolean
  /** How many of the page's layers, from the bottom. */
  layers: number
  /** Guides, snap lines and the preflight markers. */
  overlays: boolean
  transformer: boolean
  /** Everything is there: the next frame draws the whole page. */
  complete: boolean
}

const ALL: MountSlice = {
  layer: true,
  page: true,
  layers: Number.POSITIVE_INFINITY,
  overlays: true,
  transformer: true,
  complete: true,
}

/**
 * The first mount in steps, one per task: the stage with its buffer canvases, then its layer's
 * canvases (each sized at the screen's pixel ratio), then the page group and background, then the
 * page's layers two at a time (each text is measured line by line when created), then guides and
 * markers, then the transformer (a dozen anchor shapes). react-konva builds the nodes of an update in
 * one synchronous pass, so only what one update adds is done in one task (ADR 0036, 0039).
 */
export function mountSlice(step: number | 'all', layers: number): MountSlice {
  if (step === 'all') return ALL
  const layerSteps = Math.ceil(layers / LAYERS_PER_SLICE)
  const overlaysStep = 3 + layerSteps
  return {
    layer: step >= 1,
    page: step >= 2,
    layers: step >= 3 ? Math.min(layers, (step - 2) * LAYERS_PER_SLICE) : 0,
    overlays: step >= overlaysStep,
    transformer: step > overlaysStep,
    complete: step > overlaysStep,
  }
}

/** The step of the stage's first mount, advanced one per task once `ready`; 'all' for good after it. */
export function useMountSlice(layers: number, ready: boolean): MountSlice {
  const [step, setStep] = useState<number | 'all'>(0)
  useEffect(() => {
    if (!ready || step === 'all') return
    const next = step + 1
    const timer = setTimeout(() => setStep(mountSlice(next, layers).complete ? 'all' : next), 0)
    return () => clearTimeout(timer)
  }, [ready, step, layers])
  return mountSlice(step, layers)
}
