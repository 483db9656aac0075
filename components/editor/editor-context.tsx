'use client'

import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { EditorState, EditorStore } from '@/lib/editor/store'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'

const StoreContext = createContext<EditorStore | null>(null)

export const EditorStoreProvider = StoreContext.Provider

export function useEditorStore(): EditorStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useEditorStore must be used inside EditorStoreProvider')
  return store
}

/** Subscribes a component to one slice of the editor state. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector)
}

/** The card's product options; the card tool's options and panels are only mounted with them. */
export function useCardOptions(): SavedDesignOptionsInput {
  const options = useEditor((s) => s.options)
  if (!options) throw new Error('useCardOptions needs an editor opened with card options')
  return options
}
