import { createStore, type StoreApi } from 'zustand/vanilla'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { emptyHistory, record, redo, undo, type History } from './history'
import type { ActionContext, EditorAction, EditorScene } from './types'

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'conflict' | 'error'

export interface SaveState {
  /** The saved design's id once the first autosave went through; the cart takes this id. */
  savedId: string | null
  revision: number | null
  status: SaveStatus
  message?: string
}

export interface EditorState {
  scene: EditorScene
  history: History
  /** The card's product options; null for products whose options live in the document (wall art). */
  options: SavedDesignOptionsInput | null
  save: SaveState
  /** Why the last action was refused (it would have made the document invalid), for a notice. */
  rejected: string | null
  /** Bumped on every document or options change; autosave compares it with what it last saved. */
  version: number
  run: <A>(action: EditorAction<A>, args: A, options?: { coalesce?: string }) => boolean
  undo: () => void
  redo: () => void
  setOptions: (patch: Partial<SavedDesignOptionsInput>) => void
  setSave: (patch: Partial<SaveState>) => void
}

export interface EditorInit {
  document: DesignDocument
  options: SavedDesignOptionsInput | null
  savedId?: string | null
  revision?: number | null
  ctx?: ActionContext
  now?: () => number
}

export type EditorStore = StoreApi<EditorState>

const randomId: ActionContext = {
  newId: (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`,
}

type DocumentCheck = (document: DesignDocument) => string | null
let documentCheck: DocumentCheck | null = null
let checkLoading: Promise<DocumentCheck> | null = null

/**
 * Loads the document check (zod and the document schemas, lib/editor/document-check.ts). The design
 * tool calls this at the shopper's first intent (use-canvas-wanted.ts), not while it hydrates: building
 * the schemas was one of the longest parts of the hydration task on a phone (ADR 0036).
 */
export function loadDocumentCheck(): Promise<DocumentCheck> {
  checkLoading ??= import('./document-check').then(
    (module) => (documentCheck = module.documentProblem),
    (error: unknown) => {
      // A chunk that failed to load (a flaky connection) is asked for again at the next change;
      // meanwhile changes stay applied, and the server checks every design it saves.
      checkLoading = null
      throw error
    },
  )
  return checkLoading
}

/**
 * The editor's state and its commands. Every document change goes through `run(action)`: the
 * action's result is validated against the document schema before it is accepted, so the canvas can
 * never produce a document the server would refuse; a refused action leaves everything unchanged.
 */
export function createEditorStore(init: EditorInit): EditorStore {
  const ctx = init.ctx ?? randomId
  const now = init.now ?? Date.now
  const first = init.document.pages[0]
  if (!first) throw new Error('A design document always has a page')

  // Changes made before the check had loaded, each with the state before it.
  let unchecked: { before: Pick<EditorState, 'scene' | 'history'>; document: DesignDocument }[] = []
  let checkUnchecked: (check: DocumentCheck) => void = () => undefined

  return createStore<EditorState>()((set, get) => {
    checkUnchecked = (check) => {
      const changes = unchecked
      unchecked = []
      for (const change of changes) {
        const problem = check(change.document)
        if (!problem) continue
        set({ ...change.before, rejected: problem, version: get().version + 1 })
        return
      }
    }
    return {
      scene: { document: init.document, pageId: first.id, selectedId: null },
      history: emptyHistory(),
      options: init.options,
      save: { savedId: init.savedId ?? null, revision: init.revision ?? null, status: 'idle' },
      rejected: null,
      version: 0,
      run: (action, args, options) => {
        const state = get()
        const next = action.perform(state.scene, args, ctx)
        if (next === state.scene) return false
        if (!action.changesDocument) {
          set({ scene: next })
          return true
        }
        if (!documentCheck) {
          // A change before the check has loaded (the first input of a page just opened): applied now,
          // checked the moment the check is in; an invalid one is undone with everything after it.
          unchecked.push({ before: { scene: state.scene, history: state.history }, document: next.document })
          loadDocumentCheck().then(checkUnchecked, () => undefined)
        } else {
          const problem = documentCheck(next.document)
          if (problem) {
            set({ rejected: problem })
            return false
          }
        }
        set({
          scene: next,
          history: record(state.history, state.scene, options?.coalesce, now()),
          rejected: null,
          version: state.version + 1,
        })
        return true
      },
      // Undo restores the document with the page and selection it had, so the customer sees the change.
      undo: () => {
        const { history, scene, version } = get()
        const result = undo(history, scene)
        if (result) set({ ...result, version: version + 1 })
      },
      redo: () => {
        const { history, scene, version } = get()
        const result = redo(history, scene)
        if (result) set({ ...result, version: version + 1 })
      },
      setOptions: (patch) =>
        set((state) =>
          state.options ? { options: { ...state.options, ...patch }, version: state.version + 1 } : {},
        ),
      setSave: (patch) => set((state) => ({ save: { ...state.save, ...patch } })),
    }
  })
}
