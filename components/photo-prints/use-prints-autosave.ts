'use client'

import { useEffect, useState } from 'react'
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { SaveState } from '@/lib/editor/store'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { useAutosave, type AutosaveState } from '@/components/editor/use-autosave'

/**
 * Photo prints autosave like every photo product (ADR 0102): the page keeps its prints in a reducer
 * (a list, not the design tool), so each new document is mirrored into a small store of the shape
 * autosave reads, and the design tool's autosave saves it into "Meine Designs" as photo prints. A
 * reload reopens them by `saved`. Returns the save state for the page's status line.
 */
export function usePrintsAutosave(
  document: DesignDocument | null,
  init: { savedId: string | null; revision: number | null; lineId: string | null },
): SaveState {
  const [store] = useState(() =>
    createStore<AutosaveState>()((set) => ({
      version: 0,
      options: null,
      scene: { document },
      save: { savedId: init.savedId, revision: init.revision, status: 'idle' },
      setSave: (patch) => set((state) => ({ save: { ...state.save, ...patch } })),
    })),
  )
  useEffect(() => {
    if (store.getState().scene.document === document) return
    store.setState((state) => ({ scene: { document }, version: state.version + 1 }))
  }, [store, document])
  useAutosave(store, { product: 'photoprints' })
  const save = useStore(store, (state) => state.save)
  // A cart line is reopened by its line alone (as the calendar's address bar does): with `saved`
  // beside it, a reload would open the saved copy and "in den Warenkorb" would add a second line.
  useEffect(() => {
    if (!init.lineId || !save.savedId) return
    const url = new URL(window.location.href)
    if (!url.searchParams.has('saved')) return
    url.searchParams.delete('saved')
    window.history.replaceState(window.history.state, '', url)
  }, [init.lineId, save.savedId])
  return save
}
