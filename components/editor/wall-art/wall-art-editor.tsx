'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { placeWallArtPhoto } from '@/lib/editor/actions/place-wall-art-photo'
import { effectiveDpi } from '@/lib/shop/design-print/design/preflight-photos'
import { wallArtPhoto } from '@/lib/shop/design-print/design/wall-art'
import { dpiLevel } from '@/lib/editor/wall-art-quality'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { useEditor, useEditorStore } from '../editor-context'
import { EditorShell, type EditorTab } from '../editor-shell'
import styles from '../editor.module.css'
import { UploadPanel } from '../panels/upload-panel'
import { useUploads } from '../use-uploads'
import { EdgePanel } from './edge-panel'
import { FormatPanel } from './format-panel'
import { FramePanel } from './frame-panel'
import { MaterialPanel } from './material-panel'
import { PerspectiveView } from './perspective-view'
import { QualityNotice } from './quality-notice'
import { SizeCalculator } from './size-calculator'
import { RoomView } from './room-view'
import { useFrameVariants, usePieceReference, useWallArt } from './use-wall-art'
import type { WallArtAppProps } from './wall-art-app'
import { WallArtCart } from './wall-art-cart'
import { WallArtPreview } from './wall-art-preview'
import { WallArtPrice } from './wall-art-price'
import wa from './wall-art.module.css'

const PHOTO_ONLY = ['photo'] as const
type View = 'piece' | 'room' | '3d'

/** The wall-art profile of the design tool: crop frame and room view, its panels, price and cart. */
export function WallArtEditor(props: WallArtAppProps) {
  const t = useTranslations('WallArt')
  const store = useEditorStore()
  const [spec] = useWallArt()
  const doc = useEditor((s) => s.scene.document)
  const rejected = useEditor((s) => s.rejected)
  const uploads = useUploads()
  const [view, setView] = useState<View>('piece')
  const [confirmed, setConfirmed] = useState<string | null>(null)
  const photo = wallArtPhoto(doc)
  const pixels = photo.assetId ? uploads.pixels[photo.assetId] : undefined
  // Printed and visible size, and the frame types with their colours and mats, from the toolbox
  // endpoints (spec 7); the opening piece's answers came with the page.
  const sizes = usePieceReference(spec, props.currency, props.locale, props)
  const frameVariants = useFrameVariants(spec.material, props.locale, {
    material: props.spec.material,
    frameVariants: props.frameVariants,
  })
  const choices = useMemo(
    () => ({
      ...props.choices,
      frameTypes: frameVariants.map((v) => ({
        key: v.frameType,
        name: v.name,
        colours: v.colours.map((c) => c.colour),
        defaultMat: v.defaultMat,
      })),
    }),
    [props.choices, frameVariants],
  )
  const printBox = { width: sizes.printWidthMm, height: sizes.printHeightMm }
  const dpi = pixels ? effectiveDpi(pixels, photo.crop, printBox) : null
  // The 3D view where this visitor's flag for the material is on (spec 4); elsewhere no toggle.
  const views: View[] = props.perspective.includes(spec.material)
    ? ['piece', 'room', '3d']
    : ['piece', 'room']
  const shown = views.includes(view) ? view : 'piece'
  const photos = useMemo(
    () => uploads.uploads.filter((u) => u.kind === 'photo' && u.widthPx),
    [uploads.uploads],
  )

  function place(upload: UploadSummary) {
    if (!upload.widthPx || !upload.heightPx) return
    store
      .getState()
      .run(placeWallArtPhoto, { id: upload.id, widthPx: upload.widthPx, heightPx: upload.heightPx })
  }

  const material = choices.materials.find((m) => m.key === spec.material)
  const tabs: EditorTab[] = [
    {
      key: 'upload',
      label: t('tabs.upload'),
      panel: (
        <div data-testid="wallart-upload">
          <UploadPanel uploads={photos} onUploaded={uploads.add} purposes={PHOTO_ONLY} onPlace={place} />
        </div>
      ),
    },
    {
      key: 'format',
      label: t('tabs.format'),
      panel: <FormatPanel choices={choices} pixels={pixels} locale={props.locale} />,
    },
    { key: 'material', label: t('tabs.material'), panel: <MaterialPanel choices={choices} /> },
    ...(material && material.frameTypes.length > 0
      ? [
          {
            key: 'frame',
            label: t('tabs.frame'),
            panel: <FramePanel choices={choices} locale={props.locale} />,
          },
        ]
      : []),
    ...(spec.canvas
      ? [
          {
            key: 'edge',
            label: t('tabs.edge'),
            panel: <EdgePanel unit={props.choices.lengthUnit} locale={props.locale} />,
          },
        ]
      : []),
  ]

  return (
    <EditorShell
      title={t('title')}
      tabs={tabs}
      tabsLabel={t('tabs.label')}
      optionsLabel={t('options')}
      workspace={
        <>
          <div className={wa.views} role="group" aria-label={t('views.label')}>
            {views.map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={shown === key}
                onClick={() => setView(key)}
                data-testid={`wallart-view-${key}`}
              >
                {t(`views.${key}`)}
              </button>
            ))}
          </div>
          {shown === 'piece' ? (
            <WallArtPreview assetUrl={pixels?.url ?? null} sizes={sizes} />
          ) : shown === 'room' ? (
            <RoomView
              assetUrl={pixels?.url ?? null}
              sizes={sizes}
              locale={props.locale}
              unit={props.choices.lengthUnit}
            />
          ) : (
            <PerspectiveView
              assetUrl={pixels?.url ?? null}
              sizes={sizes}
              locale={props.locale}
              unit={props.choices.lengthUnit}
            />
          )}
          {rejected && (
            <p className={styles.notice} role="status">
              {t('rejected', { reason: rejected })}
            </p>
          )}
        </>
      }
      options={
        <>
          <QualityNotice
            unit={props.choices.lengthUnit}
            locale={props.locale}
            dpi={dpi}
            faces={pixels?.faces ?? []}
            crop={photo.crop}
            confirmed={confirmed === photo.assetId}
            onConfirm={(yes) => setConfirmed(yes ? (photo.assetId ?? null) : null)}
          />
          {props.calculator && (
            <SizeCalculator
              sizes={sizes}
              photo={pixels?.widthPx && pixels.heightPx ? { w: pixels.widthPx, h: pixels.heightPx } : null}
              unit={props.choices.lengthUnit}
              locale={props.locale}
            />
          )}
          <WallArtPrice currency={props.currency} locale={props.locale} shippingHref={props.shippingHref} />
          <WallArtCart
            lineId={props.lineId}
            quantity={props.quantity}
            maxQuantity={props.choices.maxQuantity}
            cartHref={props.cartHref}
            blocked={
              !photo.assetId
                ? 'noPhoto'
                : dpi !== null && dpiLevel(dpi) === 'confirm' && confirmed !== photo.assetId
                  ? 'confirm'
                  : null
            }
          />
        </>
      }
    />
  )
}
