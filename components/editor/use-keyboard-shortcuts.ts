'use client'

import { useEffect } from 'react'
import { deleteLayer } from '@/lib/editor/actions/delete-layer'
import { duplicateLayer } from '@/lib/editor/actions/duplicate-layer'
import { nudgeLayer } from '@/lib/editor/actions/nudge-layer'
import { selectLayer } from '@/lib/editor/actions/select-layer'
import type { EditorStore } from '@/lib/editor/store'

/** Arrow steps in mm: 1 mm, or 5 mm with Shift. */
const NUDGE_MM = 1
const NUDGE_SHIFT_MM = 5

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

/**
 * Delete, Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z), arrows to nudge, Ctrl+D to duplicate, Escape to
 * deselect. Not while the customer types in a field, where these keys belong to the text.
 */
export function useKeyboardShortcuts(store: EditorStore) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingInField(e.target)) return
      const { run, undo, redo, scene } = store.getState()
      const mod = e.ctrlKey || e.metaKey
      const key = e.key.toLowerCase()
      if (mod && key === 'z') return (e.preventDefault(), e.shiftKey ? redo() : undo())
      if (mod && key === 'y') return (e.preventDefault(), redo())
      if (!scene.selectedId) return
      if (mod && key === 'd') return (e.preventDefault(), void run(duplicateLayer, {}))
      if (e.key === 'Delete' || e.key === 'Backspace') return (e.preventDefault(), void run(deleteLayer, {}))
      if (e.key === 'Escape') return void run(selectLayer, { layerId: null })
      const step = e.shiftKey ? NUDGE_SHIFT_MM : NUDGE_MM
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      }
      const move = moves[e.key]
      if (move) {
        e.preventDefault()
        run(nudgeLayer, { dx: move[0], dy: move[1] }, { coalesce: 'nudge' })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
