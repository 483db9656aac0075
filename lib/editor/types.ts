import type { DesignDocument, Layer } from '@/lib/shop/design-print/design/document'

/**
 * What an editor action works on: the document plus where the customer is (page and selection).
 * Actions are pure functions over this state (one per file in actions/, as excalidraw does), so they
 * are tested without React or a canvas and replayed by undo/redo as whole snapshots.
 */
export interface EditorScene {
  document: DesignDocument
  pageId: string
  /** The selected layer on the current page, or null. */
  selectedId: string | null
}

export interface ActionContext {
  /** Fresh layer ids; injected so tests are deterministic. */
  newId: (prefix: string) => string
}

export interface EditorAction<Args> {
  name: string
  /**
   * False for actions that only move the view (page switch, selection): they never enter the undo
   * history. Everything that changes the document does.
   */
  changesDocument: boolean
  perform: (scene: EditorScene, args: Args, ctx: ActionContext) => EditorScene
}

export function defineAction<Args>(action: EditorAction<Args>): EditorAction<Args> {
  return action
}

/** The fields every layer type shares that the canvas edits (drag, transform, properties panel). */
export type LayerPatch = Partial<Omit<Layer, 'id' | 'type'>> & Record<string, unknown>
