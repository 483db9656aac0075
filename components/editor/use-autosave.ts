'use client'

import { useCallback, useEffect, useRef } from 'react'
import { saveDesign } from '@/lib/editor/save-design'
import type { EditorStore } from '@/lib/editor/store'

/** Quiet time after the last change before saving: a typed word is one save, not ten. */
export const AUTOSAVE_DELAY_MS = 1200

/**
 * Saves the design to the server after changes settle, and when the tab is hidden. After the first
 * save the saved id goes into the URL (&saved=…), so a reload reopens this saved state. A conflict
 * (saved elsewhere since) stops autosaving; the customer decides to reload.
 */
export function useAutosave(store: EditorStore, designId: number): () => Promise<boolean> {
  const savedVersion = useRef(store.getState().version)
  const inFlight = useRef<Promise<boolean> | null>(null)

  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current
    const state = store.getState()
    if (state.save.status === 'conflict' || !state.options) return false
    if (state.version === savedVersion.current && state.save.savedId) return true
    const version = state.version
    state.setSave({ status: 'saving' })
    const run = saveDesign({
      designId,
      savedId: state.save.savedId,
      revision: state.save.revision,
      document: state.scene.document,
      options: state.options,
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
  }, [store, designId])

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
