'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react'
import { cropCollageCell } from '@/lib/editor/actions/crop-collage-cell'
import { cropMoveOfKey, type CropMove } from '@/lib/editor/actions/pan-zoom-crop'
import { placePhotoInSlot, type SlotUpload } from '@/lib/editor/actions/place-photo-in-slot'
import { swapPhotos } from '@/lib/editor/actions/swap-photos'
import { collagePhotoCells, collageText, COLLAGE_PAGE_ID } from '@/lib/shop/design-print/design/collage'
import type { Box } from '@/lib/shop/design-print/design/geometry'
import type { PhotoLayer } from '@/lib/shop/design-print/design/layers'
import { wallArtLayout } from '@/lib/shop/design-print/design/wall-art-spec'
import { croppedImageStyle } from '@/components/photo-products/cropped-image'
import { photoDragProps, usePhotoDrop, type PhotoDragSource } from '../pages/use-photo-drag'
import { useEditor, useEditorStore } from '../editor-context'
import type { Assets } from '../use-uploads'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './collage.module.css'

const pct = (value: number, of: number) => `${(value / of) * 100}%`

/** Where a box of the page sits in the visible area, as CSS percentages. */
function placed(box: Box, visible: Box): CSSProperties {
  return {
    left: pct(box.x - visible.x, visible.width),
    top: pct(box.y - visible.y, visible.height),
    width: pct(box.width, visible.width),
    height: pct(box.height, visible.height),
  }
}

/**
 * The collage as it will hang: the visible area with its background, every cell with its photo and
 * the text. A photo is panned by dragging it (mouse, one finger) and zoomed with the wheel, two
 * fingers or + and −; each gesture is one undo step. Photos swap by dragging a cell's handle onto
 * another cell, or (phones) by tapping "swap" on one cell and then the other; a photo of the tray
 * dropped or tapped onto a cell goes into it.
 */
export function CollageStage({
  assets,
  picked,
  onPlaced,
  lowRes,
}: {
  assets: Assets
  /** A tray photo tapped to be placed: the next cell tapped takes it. */
  picked: SlotUpload | null
  onPlaced: () => void
  lowRes: ReadonlySet<string>
}) {
  const t = useTranslations('Collage.stage')
  const doc = useEditor((s) => s.scene.document)
  const wallArt = doc.wallArt
  const [swapFrom, setSwapFrom] = useState<string | null>(null)
  if (!wallArt || !doc.collage) return null
  const layout = wallArtLayout(wallArt)
  const visible = layout.visibleBox
  const text = collageText(doc)
  const frame = wallArt.frame
  const mat = frame && frame.matSize > 0
  return (
    <div className={styles.stage} data-testid="collage-stage">
      <div
        className={styles.piece}
        data-frame={frame ? frame.colour : undefined}
        data-mat={mat ? 'true' : undefined}
        data-canvas={wallArt.canvas ? 'true' : undefined}
        style={
          {
            aspectRatio: `${visible.width} / ${visible.height}`,
            '--aspect': visible.width / visible.height,
          } as CSSProperties
        }
      >
        <div className={styles.face} style={{ background: doc.collage.color }}>
          {collagePhotoCells(doc).map((cell, index) => (
            <Cell
              key={cell.id}
              cell={cell}
              index={index}
              visible={visible}
              url={cell.assetId ? assets[cell.assetId]?.url : undefined}
              assets={assets}
              picked={picked}
              onPlaced={onPlaced}
              swapFrom={swapFrom}
              onSwapFrom={setSwapFrom}
              lowRes={cell.assetId ? lowRes.has(cell.assetId) : false}
              label={t('cell', { number: index + 1 })}
            />
          ))}
          {text && (
            <p
              className={styles.text}
              data-testid="collage-text-preview"
              style={{
                ...placed(text, visible),
                fontFamily: `'${text.fontFamily}'`,
                color: text.color,
                // The stage is a size container: 1cqw is 1 % of the visible width.
                fontSize: `${((text.fontSizePt * 0.3528) / visible.width) * 100}cqw`,
              }}
            >
              {text.content}
            </p>
          )}
        </div>
      </div>
      <p className={formStyles.hint}>{swapFrom ? t('swapNow') : t('howTo')}</p>
    </div>
  )
}

function Cell(props: {
  cell: PhotoLayer
  index: number
  visible: Box
  url: string | undefined
  assets: Assets
  picked: SlotUpload | null
  onPlaced: () => void
  swapFrom: string | null
  onSwapFrom: (id: string | null) => void
  lowRes: boolean
  label: string
}) {
  const t = useTranslations('Collage.stage')
  const { cell, assets } = props
  const store = useEditorStore()
  const ref = useRef<HTMLDivElement>(null)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef(0)
  const wheel = useRef<(event: WheelEvent) => void>(() => undefined)
  const filled = Boolean(cell.assetId && props.url)

  function swapWith(layerId: string) {
    store.getState().run(swapPhotos, {
      a: { pageId: COLLAGE_PAGE_ID, layerId },
      b: { pageId: COLLAGE_PAGE_ID, layerId: cell.id },
      pixels: assets,
    })
  }

  const drop = usePhotoDrop((source: PhotoDragSource) => {
    if (source.kind === 'slot' && source.layerId !== cell.id) swapWith(source.layerId)
    if (source.kind === 'upload') {
      const asset = assets[source.uploadId]
      if (asset)
        store.getState().run(placePhotoInSlot, {
          pageId: COLLAGE_PAGE_ID,
          layerId: cell.id,
          upload: {
            id: source.uploadId,
            widthPx: asset.widthPx,
            heightPx: asset.heightPx,
            ...(asset.faces && { faces: asset.faces }),
          },
        })
    }
  })

  function move(change: CropMove, coalesce: string) {
    store.getState().run(cropCollageCell, { layerId: cell.id, move: change }, { coalesce })
  }

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const listener = (event: WheelEvent) => wheel.current(event)
    element.addEventListener('wheel', listener, { passive: false })
    return () => element.removeEventListener('wheel', listener)
  }, [])

  useEffect(() => {
    wheel.current = (event: WheelEvent) => {
      if (!filled) return
      event.preventDefault()
      const at = inCell(event.clientX, event.clientY)
      move(
        { kind: 'zoom', factor: Math.exp(-event.deltaY / 500), atX: at.x, atY: at.y },
        `cell-wheel-${cell.id}`,
      )
    }
  })

  function inCell(x: number, y: number) {
    const rect = ref.current?.getBoundingClientRect()
    if (!rect || rect.width === 0) return { x: 0.5, y: 0.5 }
    return { x: (x - rect.left) / rect.width, y: (y - rect.top) / rect.height }
  }

  // A tap places the picked tray photo, or finishes a swap begun on another cell.
  function onClick() {
    if (props.picked) {
      store
        .getState()
        .run(placePhotoInSlot, { pageId: COLLAGE_PAGE_ID, layerId: cell.id, upload: props.picked })
      props.onPlaced()
    } else if (props.swapFrom && props.swapFrom !== cell.id) {
      swapWith(props.swapFrom)
      props.onSwapFrom(null)
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!filled || props.picked || props.swapFrom) return
    event.currentTarget.setPointerCapture(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    gesture.current += 1
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const last = pointers.current.get(event.pointerId)
    const rect = ref.current?.getBoundingClientRect()
    if (!last || !rect || rect.width === 0) return
    const now = { x: event.clientX, y: event.clientY }
    const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1]
    if (other) {
      // Two fingers: the change in their distance zooms about their midpoint.
      const before = Math.hypot(last.x - other.x, last.y - other.y)
      const after = Math.hypot(now.x - other.x, now.y - other.y)
      const at = inCell((now.x + other.x) / 2, (now.y + other.y) / 2)
      if (before > 0)
        move({ kind: 'zoom', factor: after / before, atX: at.x, atY: at.y }, `cell-${gesture.current}`)
    } else {
      move(
        { kind: 'pan', dx: (now.x - last.x) / rect.width, dy: (now.y - last.y) / rect.height },
        `cell-${gesture.current}`,
      )
    }
    pointers.current.set(event.pointerId, now)
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      if (props.picked || props.swapFrom) {
        event.preventDefault()
        onClick()
      }
      return
    }
    if (!filled) return
    const change = cropMoveOfKey(event.key)
    if (!change) return
    event.preventDefault()
    move(change, `cell-keys-${cell.id}`)
  }

  return (
    <div
      ref={ref}
      className={styles.cell}
      style={placed(cell, props.visible)}
      data-testid="collage-cell"
      data-layer-id={cell.id}
      data-filled={filled}
      data-low-res={props.lowRes}
      data-over={drop.over || undefined}
      data-target={props.picked || (props.swapFrom && props.swapFrom !== cell.id) ? 'true' : undefined}
      role="group"
      aria-label={props.label}
      tabIndex={0}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      {...drop.props}
    >
      {filled && props.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private preview, not an optimisable asset
        <img
          src={props.url}
          alt=""
          className={styles.photo}
          style={croppedImageStyle(cell.crop)}
          draggable={false}
        />
      ) : (
        <span className={styles.empty}>{t('empty')}</span>
      )}
      {filled && (
        <span className={styles.cellTools}>
          <button
            type="button"
            className={styles.handle}
            aria-label={t('drag')}
            title={t('drag')}
            data-testid="collage-cell-handle"
            {...photoDragProps({ kind: 'slot', pageId: COLLAGE_PAGE_ID, layerId: cell.id })}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={(event) => {
              event.stopPropagation()
              props.onSwapFrom(props.swapFrom === cell.id ? null : cell.id)
            }}
            aria-pressed={props.swapFrom === cell.id}
          >
            ⇄
          </button>
        </span>
      )}
      {props.lowRes && (
        <span className={styles.lowRes} role="img" aria-label={t('lowRes')} title={t('lowRes')}>
          !
        </span>
      )}
    </div>
  )
}
