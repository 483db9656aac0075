'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { cropMoveOfKey, panZoomCrop, type CropMove } from '@/lib/editor/actions/pan-zoom-crop'
import { wallArtPhoto } from '@/lib/shop/design-print/design/wall-art'
import { useEditor, useEditorStore } from '../editor-context'
import { pieceGeometry, type PieceSizes } from './piece-geometry'
import { useWallArt } from './use-wall-art'
import { PieceSvg } from './piece-svg'
import styles from './wall-art.module.css'

/**
 * The crop frame: the piece with its frame, mat or canvas edge, the photo inside it at the format's
 * aspect. The shopper drags the photo (mouse, one finger), zooms with the wheel, two fingers or + and −,
 * and pans with the arrow keys; each gesture is one undo step.
 */
export function WallArtPreview({ assetUrl, sizes }: { assetUrl: string | null; sizes: PieceSizes }) {
  const t = useTranslations('WallArt.preview')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const [spec] = useWallArt()
  const photo = wallArtPhoto(doc)
  const svgRef = useRef<SVGSVGElement>(null)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef(0)
  const wheel = useRef<(event: WheelEvent) => void>(() => undefined)
  // React's wheel listener is passive, so it cannot keep the page from scrolling while the wheel zooms.
  useEffect(() => {
    const svg = svgRef.current
    if (!svg) return
    const listener = (event: WheelEvent) => wheel.current(event)
    svg.addEventListener('wheel', listener, { passive: false })
    return () => svg.removeEventListener('wheel', listener)
  }, [])
  const geometry = pieceGeometry(spec, photo.crop, sizes)
  const canMove = Boolean(assetUrl && photo.assetId)

  function move(change: CropMove, coalesce: string) {
    store.getState().run(panZoomCrop, change, { coalesce })
  }

  /** Pointer position as fractions of the photo box. */
  function inPhotoBox(x: number, y: number) {
    const rect = svgRef.current?.getBoundingClientRect()
    if (!rect || rect.width === 0) return { x: 0.5, y: 0.5 }
    const { outer, photoBox } = geometry
    const mmX = outer.x + ((x - rect.left) / rect.width) * outer.width
    const mmY = outer.y + ((y - rect.top) / rect.height) * outer.height
    return { x: (mmX - photoBox.x) / photoBox.width, y: (mmY - photoBox.y) / photoBox.height }
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (!canMove) return
    event.currentTarget.setPointerCapture(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    gesture.current += 1
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const last = pointers.current.get(event.pointerId)
    const rect = svgRef.current?.getBoundingClientRect()
    if (!last || !rect) return
    const now = { x: event.clientX, y: event.clientY }
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId)
    const other = others[0]?.[1]
    if (other) {
      // Two fingers: the change in their distance zooms about their midpoint.
      const before = Math.hypot(last.x - other.x, last.y - other.y)
      const after = Math.hypot(now.x - other.x, now.y - other.y)
      const at = inPhotoBox((now.x + other.x) / 2, (now.y + other.y) / 2)
      if (before > 0)
        move({ kind: 'zoom', factor: after / before, atX: at.x, atY: at.y }, `crop-${gesture.current}`)
    } else {
      const { outer, photoBox } = geometry
      const dx = ((now.x - last.x) / rect.width) * (outer.width / photoBox.width)
      const dy = ((now.y - last.y) / rect.height) * (outer.height / photoBox.height)
      move({ kind: 'pan', dx, dy }, `crop-${gesture.current}`)
    }
    pointers.current.set(event.pointerId, now)
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    pointers.current.delete(event.pointerId)
  }

  useEffect(() => {
    wheel.current = (event: WheelEvent) => {
      if (!canMove) return
      event.preventDefault()
      const at = inPhotoBox(event.clientX, event.clientY)
      const factor = Math.exp(-event.deltaY / 500)
      move({ kind: 'zoom', factor, atX: at.x, atY: at.y }, 'crop-wheel')
    }
  })

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    if (!canMove) return
    const change = cropMoveOfKey(event.key)
    if (!change) return
    event.preventDefault()
    move(change, 'crop-keys')
  }

  return (
    <div className={styles.stage} data-testid="wallart-preview">
      <PieceSvg
        ref={svgRef}
        spec={spec}
        geometry={geometry}
        assetUrl={assetUrl}
        className={styles.piece}
        role="img"
        aria-label={canMove ? t('label') : t('empty')}
        tabIndex={canMove ? 0 : -1}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        data-movable={canMove}
      />
      <p className={styles.hint}>{canMove ? t('howTo') : t('empty')}</p>
    </div>
  )
}
