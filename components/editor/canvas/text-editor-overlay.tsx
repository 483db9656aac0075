'use client'

import { useEffect, useRef } from 'react'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import { currentPage } from '@/lib/editor/scene'
import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import { useEditor, useEditorStore } from '../editor-context'
import styles from '../editor.module.css'

/**
 * In-place text editing: a textarea laid exactly over the text box (same font, size, colour, rotation)
 * while the Konva text underneath is dimmed. Each keystroke is an editor action; a run of typing is
 * one undo step. Escape or leaving the field ends editing.
 */
export function TextEditorOverlay({
  layerId,
  origin,
  scale,
  onClose,
}: {
  layerId: string
  origin: { x: number; y: number }
  scale: number
  onClose: () => void
}) {
  const store = useEditorStore()
  const layer = useEditor((s) => currentPage(s.scene).layers.find((l) => l.id === layerId))
  const palette = useEditor((s) => s.scene.document.palette)
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const field = ref.current
    field?.focus()
    field?.setSelectionRange(field.value.length, field.value.length)
  }, [])
  if (!layer || layer.type !== 'text') return null
  return (
    <textarea
      ref={ref}
      className={styles.inlineText}
      aria-label={layer.name}
      value={layer.content}
      onChange={(e) =>
        store
          .getState()
          .run(updateLayer, { layerId, patch: { content: e.target.value } }, { coalesce: `text:${layerId}` })
      }
      onBlur={onClose}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose()
        e.stopPropagation()
      }}
      style={{
        left: origin.x + layer.x * scale,
        top: origin.y + layer.y * scale,
        width: layer.width * scale,
        height: layer.height * scale,
        transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
        fontFamily: `"${layer.fontFamily}"`,
        fontSize: ptToMm(layer.fontSizePt) * scale,
        fontWeight: layer.fontWeight,
        fontStyle: layer.italic ? 'italic' : 'normal',
        lineHeight: layer.lineHeight,
        letterSpacing: `${layer.letterSpacingEm}em`,
        textAlign: layer.align,
        color: resolveColor(layer.color, palette),
      }}
    />
  )
}
