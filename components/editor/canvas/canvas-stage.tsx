'use client'

import type Konva from 'konva'
import { useTranslations } from 'next-intl'
import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { Group, Layer, Stage, Transformer } from './konva'
import { selectLayer } from '@/lib/editor/actions/select-layer'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import { currentPage } from '@/lib/editor/scene'
import { collectGuides, snapBox, type SnapResult } from '@/lib/editor/snapping'
import { bleedBox, layerBounds, safeBox, trimBox } from '@/lib/shop/design-print/design/geometry'
import type { DesignDocument, Layer as DocLayer } from '@/lib/shop/design-print/design/document'
import type { PreflightIssue } from '@/lib/shop/design-print/design/preflight'
import { pageGuides } from '@/lib/shop/design-print/design/page-guides'
import { calendarPageOf } from '@/lib/shop/design-print/design/svg-calendar-grid'
import { useEditor, useEditorStore } from '../editor-context'
import { useFontsReady } from '../design-fonts'
import type { ViewControls } from '../view-state'
import { BackgroundNode } from './background-node'
import { IssueMarkers } from './issue-markers'
import { LayerBody, type AssetUrls } from './layer-node'
import { refinementInk } from '@/lib/config/refinement-inks'
import { refinementOfDocument } from '@/lib/shop/design-print/design/refinement'
import { isFoiled } from '@/lib/shop/design-print/design/layers'
import { useMountSlice } from './mount-slices'
import { PageGuides, SnapLines } from './page-guides'
import { TextEditorOverlay } from './text-editor-overlay'
import { usePinchZoom } from './use-pinch-zoom'
import styles from '../editor.module.css'

const PADDING_PX = 24
/** Snapping pulls within this many screen pixels, whatever the zoom. */
const SNAP_PX = 6
const round = (mm: number) => Math.round(mm * 100) / 100
export interface CanvasProps {
  view: ViewControls
  issues: readonly PreflightIssue[]
  assets: AssetUrls
  /** One guest's card (mail merge): drawn instead of the layers' own texts, edited as the design. */
  preview?: DesignDocument | null
  label: string
  /** Called once the page has been drawn with the document's fonts, so the server's still can go. */
  onDrawn?: () => void
}

/**
 * The Konva drawing of the current page: loaded only on the editor route, in the browser, after the
 * page (use-canvas-wanted.ts). It fills the canvas box of the shell, over the server's still.
 */
export default function CanvasStage({ view, issues, assets, preview, label, onDrawn }: CanvasProps) {
  const store = useEditorStore()
  // An empty slot says "Ihr Foto" / "Your photo" in the shop's language, whatever the design's data.
  const photoLabel = useTranslations('Editor.add')('photoLabel')
  const scene = useEditor((s) => s.scene)
  // Refined layers show the foil's sheen, but only while the line has a refinement (ADR 0082).
  const foil = refinementInk(
    useEditor((s) => s.options?.refinement ?? refinementOfDocument(s.scene.document)),
  )
  const doc = scene.document
  const page = currentPage(scene)
  const shownLayers = useMemo(
    () => new Map(preview?.pages.find((p) => p.id === page.id)?.layers.map((l) => [l.id, l]) ?? []),
    [preview, page.id],
  )
  const fontsReady = useFontsReady(doc.fonts)
  const calendar = calendarPageOf(doc, page.id)
  const boxRef = useRef<HTMLDivElement>(null)
  const transformerRef = useRef<Konva.Transformer>(null)
  const pageRef = useRef<Konva.Group>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  const [snap, setSnap] = useState<SnapResult['lines']>({ vertical: [], horizontal: [] })
  const [pan, setPan] = useState({ x: 0, y: 0 })

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const observer = new ResizeObserver(([entry]) => {
      // A transition, so mounting the stage is rendered in slices rather than in one long task (ADR 0036).
      if (entry)
        startTransition(() => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }))
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  // The stage mounts once it has a size and the document's fonts are in: mounting before the fonts
  // meant building every node twice (the layers are keyed by fontsReady), in one long task each.
  // Konva draws on the next animation frame after the last slice; then the server's still can go (ADR 0034).
  const ready = size.width > 0 && fontsReady > 0
  const slice = useMountSlice(page.layers.length, ready)
  const complete = ready && slice.complete
  useEffect(() => {
    if (!complete || !onDrawn) return
    const frame = requestAnimationFrame(() => requestAnimationFrame(onDrawn))
    return () => cancelAnimationFrame(frame)
  }, [complete, onDrawn])

  const trim = trimBox(doc.format, page)
  const bleed = bleedBox(doc.format, page)
  const safe = safeBox(doc.format, page)
  // Calendars and books add their gutter, folds, wrap and binding (design/page-guides.ts).
  const productGuides = useMemo(
    () => (doc.calendar || doc.photobook ? pageGuides(doc, page) : null),
    [doc, page],
  )
  const fit = Math.max(
    0.1,
    Math.min((size.width - 2 * PADDING_PX) / bleed.width, (size.height - 2 * PADDING_PX) / bleed.height),
  )
  const scale = fit * view.view.zoom
  // Panning only makes sense while zoomed in; at "fit" the page is always centred.
  const offset = view.view.zoom > 1 ? pan : { x: 0, y: 0 }
  const origin = {
    x: size.width / 2 - (bleed.x + bleed.width / 2) * scale + offset.x,
    y: size.height / 2 - (bleed.y + bleed.height / 2) * scale + offset.y,
  }
  const px = 1 / scale
  const pinch = usePinchZoom(view.view.zoom, view.setZoom)

  // Attach the transformer to the selected, unlocked layer (not while its text is being typed).
  const selected = page.layers.find((l) => l.id === scene.selectedId)
  useEffect(() => {
    const transformer = transformerRef.current
    const node = selected && !selected.locked ? pageRef.current?.findOne(`#${selected.id}`) : undefined
    transformer?.nodes(node && view.view.editingTextId !== selected?.id ? [node] : [])
    transformer?.getLayer()?.batchDraw()
  }, [selected, view.view.editingTextId, scene, slice.transformer])

  const guides = useMemo(
    () =>
      collectGuides(
        trim,
        safe,
        page.layers.filter((l) => l.id !== scene.selectedId && !l.hidden).map(layerBounds),
      ),
    [trim.width, trim.height, safe.x, page.layers, scene.selectedId], // eslint-disable-line react-hooks/exhaustive-deps
  )

  const select = (id: string | null) => store.getState().run(selectLayer, { layerId: id })

  function onDragMove(layer: DocLayer, node: Konva.Node) {
    const x = node.x() - layer.width / 2
    const y = node.y() - layer.height / 2
    const bounds = layerBounds({ ...layer, x, y })
    const snapped = snapBox(bounds, guides, SNAP_PX * px)
    node.position({ x: node.x() + snapped.x - bounds.x, y: node.y() + snapped.y - bounds.y })
    setSnap(snapped.lines)
  }

  function onDragEnd(layer: DocLayer, node: Konva.Node) {
    setSnap({ vertical: [], horizontal: [] })
    const patch = { x: round(node.x() - layer.width / 2), y: round(node.y() - layer.height / 2) }
    if (!store.getState().run(updateLayer, { layerId: layer.id, patch })) {
      node.position({ x: layer.x + layer.width / 2, y: layer.y + layer.height / 2 })
    }
  }

  function onTransformEnd(layer: DocLayer, node: Konva.Node) {
    const width = Math.max(1, round(layer.width * node.scaleX()))
    const height = Math.max(1, round(layer.height * node.scaleY()))
    node.scale({ x: 1, y: 1 })
    const rotation = round(((node.rotation() + 540) % 360) - 180)
    const patch = { width, height, rotation, x: round(node.x() - width / 2), y: round(node.y() - height / 2) }
    store.getState().run(updateLayer, { layerId: layer.id, patch })
  }

  return (
    <div ref={boxRef} className={styles.canvasLayer} role="img" aria-label={label} data-fonts={fontsReady}>
      {ready && (
        <Stage
          width={size.width}
          height={size.height}
          onTouchMove={pinch.onTouchMove}
          onTouchEnd={pinch.onTouchEnd}
          onWheel={(e) => {
            if (!e.evt.ctrlKey) return
            e.evt.preventDefault()
            view.setZoom(view.view.zoom * (e.evt.deltaY < 0 ? 1.1 : 1 / 1.1))
          }}
          onMouseDown={(e) => {
            if (e.target === e.target.getStage()) select(null)
          }}
          onTouchStart={(e) => {
            if (e.target === e.target.getStage()) select(null)
          }}
          draggable={view.view.zoom > 1}
          x={0}
          y={0}
          onDragEnd={(e) => {
            if (e.target !== e.target.getStage()) return
            setPan({ x: offset.x + e.target.x(), y: offset.y + e.target.y() })
            e.target.position({ x: 0, y: 0 })
          }}
        >
          {/* Hidden until the first mount is complete: drawing the page after every slice (each
              slice's nodes ask for a redraw) was one long frame per slice, under the still anyway. */}
          {slice.layer && (
            <Layer visible={slice.complete}>
              {slice.page && (
                <Group ref={pageRef} x={origin.x} y={origin.y} scaleX={scale} scaleY={scale}>
                  <BackgroundNode doc={doc} page={page} bleed={bleed} assets={assets} />
                  {page.layers.slice(0, slice.layers).map((layer) =>
                    layer.hidden ? null : (
                      <Group
                        key={`${layer.id}:${fontsReady}`}
                        id={layer.id}
                        name="layer"
                        x={layer.x + layer.width / 2}
                        y={layer.y + layer.height / 2}
                        offsetX={layer.width / 2}
                        offsetY={layer.height / 2}
                        rotation={layer.rotation}
                        opacity={view.view.editingTextId === layer.id ? 0.15 : layer.opacity}
                        draggable={!layer.locked}
                        onMouseDown={() => select(layer.id)}
                        onTap={() => select(layer.id)}
                        onDragStart={() => select(layer.id)}
                        onDragMove={(e) => onDragMove(layer, e.target)}
                        onDragEnd={(e) => onDragEnd(layer, e.target)}
                        onTransformEnd={(e) => onTransformEnd(layer, e.target)}
                        onDblClick={() =>
                          layer.type === 'text' && !layer.locked && view.setEditingText(layer.id)
                        }
                        onDblTap={() =>
                          layer.type === 'text' && !layer.locked && view.setEditingText(layer.id)
                        }
                      >
                        <LayerBody
                          layer={shownLayers.get(layer.id) ?? layer}
                          palette={doc.palette}
                          assets={assets}
                          calendar={calendar}
                          photoLabel={photoLabel}
                          foil={isFoiled(layer) ? foil : null}
                        />
                      </Group>
                    ),
                  )}
                  {slice.overlays && (
                    <>
                      <PageGuides
                        trim={trim}
                        bleed={bleed}
                        safe={safe}
                        px={px}
                        show={view.view.guides}
                        product={productGuides}
                      />
                      <SnapLines lines={snap} bleed={bleed} px={px} />
                      <IssueMarkers issues={issues} page={page} px={px} onSelect={select} />
                    </>
                  )}
                </Group>
              )}
              {slice.transformer && (
                <Transformer
                  ref={transformerRef}
                  rotateEnabled
                  keepRatio={selected?.type === 'clipart' || selected?.type === 'qr'}
                  anchorSize={12}
                  borderStroke="#8a3b52"
                  anchorStroke="#8a3b52"
                  rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
                  boundBoxFunc={(oldBox, newBox) => (newBox.width < 5 || newBox.height < 5 ? oldBox : newBox)}
                />
              )}
            </Layer>
          )}
        </Stage>
      )}
      {view.view.editingTextId && (
        <TextEditorOverlay
          layerId={view.view.editingTextId}
          origin={origin}
          scale={scale}
          onClose={() => view.setEditingText(null)}
        />
      )}
    </div>
  )
}
