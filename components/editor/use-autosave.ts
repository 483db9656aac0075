'use client'

import { useCallback, useEffect, useRef } from 'react'
import { saveDesign } from '@/lib/editor/save-design'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { PhotoProduct } from '@/lib/shop/design-print/saved-designs/schema'
import type { EditorState } from '@/lib/editor/store'

/**
 * What autosave reads and writes: the editor's store, or a page that keeps its document elsewhere
 * (photo prints) and mirrors it into a store of this shape.
 */
export type AutosaveState = Pick<EditorState, 'version' | 'save' | 'setSave' | 'options'> & {
  /** Null while there is nothing to save yet (photo prints before the first photo). */
  scene: { document: DesignDocument | null }
}
export interface AutosaveStore {
  getState: () => AutosaveState
  subscribe: (listener: (state: AutosaveState, previous: AutosaveState) => void) => () => void
}

/** Quiet time after the last change before saving: a typed word is one save, not ten. */
export const AUTOSAVE_DELAY_MS = 1200

/**
 * Saves the design to the server after changes settle, and when the tab is hidden. After the first
 * save the saved id goes into the URL (&saved=…), so a reload reopens this saved state. A conflict
 * (saved elsewhere since) stops autosaving; the customer decides to reload. A card is saved with the
 * catalogue design it started from and the store's options; a photo product by its product, its
 * options being the spec in its document.
 */
export function useAutosave(
  store: AutosaveStore,
  target: { designId: number } | { product: PhotoProduct },
): () => Promise<boolean> {
  const designId = 'designId' in target ? target.designId : null
  const product = 'product' in target ? target.product : null
  const savedVersion = useRef(store.getState().version)
  const inFlight = useRef<Promise<boolean> | null>(null)

  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current
    const state = store.getState()
    if (state.save.status === 'conflict') return false
    const saveTarget = product
      ? { product }
      : state.options && designId
        ? { designId, options: state.options }
        : null
    const document = state.scene.document
    if (!saveTarget || !document) return false
    if (state.version === savedVersion.current && state.save.savedId) return true
    const version = state.version
    state.setSave({ status: 'saving' })
    const run = saveDesign({
      target: saveTarget,
      savedId: state.save.savedId,
      revision: state.save.revision,
      document,
    }).then((outcome) => {
      const { setSave } = store.getState()
      if (!outcome.ok) {
        setSave({ status: outcome.conflict ? 'conflict' : 'error', message: outcome.message })
        return false
      }
      savedVersion.current = version
      const dirty = store.getState().version !== version
      setSave({
        savedId: outcome.ref.id,
        revision: outcome.ref.revision,
        status: dirty ? 'pending' : 'saved',
      })
      const url = new URL(window.location.href)
      if (url.searchParams.get('saved') !== outcome.ref.id) {
        url.searchParams.set('saved', outcome.ref.id)
        window.history.replaceState(window.history.state, '', url)
      }
      return true
    })
    inFlight.current = run
    const ok = await run
    inFlight.current = null
    return ok
  }, [store, designId, product])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.version === previous.version || state.save.status === 'conflict') return
      if (state.save.status !== 'saving') state.setSave({ status: 'pending' })
      clearTimeout(timer)
      timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS)
    })
    const onHide = () => {
      if (document.visibilityState === 'hidden' && store.getState().version !== savedVersion.current)
        void save()
    }
    document.addEventListener('visibilitychange', onHide)
    return () => {
      unsubscribe()
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onHide)
    }
  }, [store, save])

  return save
}
