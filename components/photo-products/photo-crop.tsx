'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { movedCrop, type CropMove } from '@/lib/editor/actions/pan-zoom-crop'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import styles from './photo-crop.module.css'
import { croppedImageStyle } from './cropped-image'

/** One press of a zoom button or the + / − keys. */
const ZOOM_STEP = 1.25
/** One arrow-key press pans this share of the frame. */
const KEY_PAN = 0.05

const KEY_MOVES: Record<string, CropMove> = {
  ArrowLeft: { kind: 'pan', dx: KEY_PAN, dy: 0 },
  ArrowRight: { kind: 'pan', dx: -KEY_PAN, dy: 0 },
  ArrowUp: { kind: 'pan', dx: 0, dy: KEY_PAN },
  ArrowDown: { kind: 'pan', dx: 0, dy: -KEY_PAN },
  '+': { kind: 'zoom', factor: ZOOM_STEP },
  '-': { kind: 'zoom', factor: 1 / ZOOM_STEP },
}

export interface PhotoCropProps {
  /** The photo to show (the upload's preview). */
  src: string
  widthPx: number
  heightPx: number
  /** Width / height of the print the crop is for: the frame has this shape. */
  aspect: number
  crop: Crop
  onChange: (crop: Crop) => void
  onClose: () => void
  title: string
}

/**
 * Cropping one photo to its print (photo prints and the photo box, ADR 0076): a frame of the print's
 * aspect over the photo; dragging moves the photo, the buttons (or + / − and the arrow keys) zoom and
 * pan. The crop keeps the frame's aspect and never leaves the photo (movedCrop, the wall-art rules),
 * so a print is always filled. A modal dialog: on a phone it takes the width of the screen.
 */
export function PhotoCrop({
  src,
  widthPx,
  heightPx,
  aspect,
  crop,
  onChange,
  onClose,
  title,
}: PhotoCropProps) {
  const t = useTranslations('PhotoCrop')
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ pointerId: number; x: number; y: number; crop: Crop } | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, crop }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current
    const box = frame.current?.getBoundingClientRect()
    if (!start || start.pointerId !== event.pointerId || !box || box.width === 0) return
    // Measured from where the drag began, so rounding never adds up over many small moves.
    const dx = (event.clientX - start.x) / box.width
    const dy = (event.clientY - start.y) / box.height
    onChange(movedCrop(start.crop, { kind: 'pan', dx, dy }))
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId === event.pointerId) drag.current = null
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEY_MOVES[event.key === '=' ? '+' : event.key]
    if (!move) return
    event.preventDefault()
    onChange(movedCrop(crop, move))
  }

  // The photo's box relative to the frame: the crop's part of it fills the frame exactly.
  const imageStyle = croppedImageStyle(crop)

  return (
    <dialog
      ref={dialog}
      className={`modal ${styles.dialog}`}
      aria-labelledby={titleId}
      data-testid="photo-crop"
      onClose={onClose}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div
        ref={frame}
        className={styles.frame}
        style={{ aspectRatio: String(aspect), width: `min(100%, calc(65vh * ${aspect}))` }}
        role="application"
        aria-label={t('frame')}
        aria-describedby={`${titleId}-hint`}
        tabIndex={0}
        data-testid="photo-crop-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- an upload's own preview, positioned by the crop */}
        <img
          src={src}
          alt=""
          width={widthPx}
          height={heightPx}
          draggable={false}
          className={styles.image}
          style={imageStyle}
        />
      </div>
      <p id={`${titleId}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost"
          data-testid="photo-crop-zoom-out"
          aria-label={t('zoomOut')}
          onClick={() => onChange(movedCrop(crop, { kind: 'zoom', factor: 1 / ZOOM_STEP }))}
        >
          −
        </button>
        <button
          type="button"
          className="button button--ghost"
          data-testid="photo-crop-zoom-in"
          aria-label={t('zoomIn')}
          onClick={() => onChange(movedCrop(crop, { kind: 'zoom', factor: ZOOM_STEP }))}
        >
          +
        </button>
        <button
          type="button"
          className="button"
          data-testid="photo-crop-done"
          onClick={() => dialog.current?.close()}
        >
          {t('done')}
        </button>
      </div>
    </dialog>
  )
}
