/** Resolves in a later task, so the next step's module evaluation is not added to this task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The canvas's modules in the order they are evaluated, one step per task. Evaluating them as one
 * import was one long task of the load (Konva's chunk: ~370 ms at 4x CPU, ADR 0039): a module is
 * evaluated once, when it is first imported, so importing the big parts first, each after a yield,
 * spreads that work over tasks the browser can answer input and paint between. Konva's text shape
 * is a step of its own: it creates an Intl.Segmenter when evaluated, which loads the browser's
 * locale data if no Intl object has been created on the page before (ADR 0039).
 */
const STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('konva/lib/Core'),
  () => import('konva/lib/shapes/Text'),
  () => import('konva/lib/shapes/Transformer'),
  () => Promise.all([import('konva/lib/shapes/Path'), import('konva/lib/shapes/Image')]),
  // react-konva's core: building its React renderer (react-reconciler) is most of this step.
  () => import('./konva'),
]

/** The Konva stage component, its modules evaluated step by step (React.lazy's loader). */
export async function loadCanvasStage(): Promise<typeof import('./canvas-stage')> {
  for (const step of STEPS) {
    await step()
    await nextTask()
  }
  return import('./canvas-stage')
}
