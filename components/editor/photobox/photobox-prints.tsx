'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { addBoxPrints } from '@/lib/editor/actions/add-box-prints'
import { cropBoxPrint } from '@/lib/editor/actions/crop-box-print'
import { duplicateBoxPrint } from '@/lib/editor/actions/duplicate-box-print'
import { moveBoxPrint } from '@/lib/editor/actions/move-box-print'
import { removeBoxPrint } from '@/lib/editor/actions/remove-box-print'
import type { Crop } from '@/lib/shop/design-print/design/layer-base'
import { boxCapacity, boxPages } from '@/lib/shop/design-print/design/photobox'
import { printPhotoOf } from '@/lib/shop/design-print/design/photo-print-page'
import { effectiveDpi } from '@/lib/shop/design-print/design/preflight-photos'
import { MIN_PRINT_DPI } from '@/lib/shop/design-print/design/preflight-types'
import type { Page } from '@/lib/shop/design-print/design/document'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import { PhotoCrop } from '@/components/photo-products/photo-crop'
import { croppedImageStyle } from '@/components/photo-products/cropped-image'
import { useEditor, useEditorStore } from '../editor-context'
import { PhotoSetUpload } from '../pages/photo-set-upload'
import { PhotoTray } from '../pages/photo-tray'
import type { useUploads } from '../use-uploads'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './photobox.module.css'

type Uploads = ReturnType<typeof useUploads>

/** The drag payload of a print moved within the list (not a photo from the tray). */
export const PRINT_DRAG_TYPE = 'application/x-photobox-print'

/** Uploads the box can print: photos with a pixel size (a PDF layout has none). */
function printable(uploads: readonly UploadSummary[]) {
  return uploads.flatMap((u) =>
    u.kind === 'photo' && u.widthPx && u.heightPx
      ? [{ id: u.id, widthPx: u.widthPx, heightPx: u.heightPx }]
      : [],
  )
}

/** The photo box of a print: the print's photo layer (it covers the print and its bleed). */
function photoLayerOf(page: Page) {
  const layer = page.layers[0]
  return layer?.type === 'photo' ? layer : null
}

/** The resolution a print's photo prints at; null while its upload's size is not known. */
function dpiOf(page: Page, uploads: Uploads): number | null {
  const layer = photoLayerOf(page)
  const pixels = layer?.assetId ? uploads.pixels[layer.assetId] : undefined
  return layer && pixels ? Math.floor(effectiveDpi(pixels, layer.crop, layer)) : null
}

/**
 * The pictures inside the box (ADR 0075): every upload becomes a print at the box's size in its own
 * orientation; the list shows each cropped as it will print, flags a photo below the print resolution,
 * and moves (drag a row onto another, or the arrows), doubles, crops and removes prints. The count against the box's number of pictures says
 * what is missing or too many: the cart takes the box only when they match.
 */
export function PhotoboxPrints({ uploads }: { uploads: Uploads }) {
  const t = useTranslations('Photobox.prints')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const spec = doc.photobox
  const { prints } = boxPages(doc)
  const [cropping, setCropping] = useState<{ pageId: string; n: number; crop: Crop } | null>(null)
  const used = useMemo(
    () => new Set(prints.flatMap((p) => (printPhotoOf(p)?.assetId ? [printPhotoOf(p)!.assetId] : []))),
    [prints],
  )
  if (!spec) return null
  const run = store.getState().run
  const full = prints.length >= boxCapacity(spec)

  function addUploads(list: readonly UploadSummary[]) {
    const photos = printable(list)
    if (photos.length > 0) store.getState().run(addBoxPrints, { uploads: photos })
  }

  const croppingPage = cropping && prints.find((p) => p.id === cropping.pageId)
  const croppingLayer = croppingPage && photoLayerOf(croppingPage)
  const croppingPixels = croppingLayer?.assetId ? uploads.pixels[croppingLayer.assetId] : undefined

  return (
    <div className={formStyles.stack} data-testid="photobox-prints">
      <PrintCount count={prints.length} quantity={spec.quantity} />
      <PhotoSetUpload onUploaded={uploads.add} onFinished={addUploads} />
      {full && <p className={formStyles.hint}>{t('full')}</p>}
      {prints.length === 0 ? (
        <p className={formStyles.hint}>{t('empty')}</p>
      ) : (
        <ol className={styles.prints} aria-label={t('list')}>
          {prints.map((page, index) => (
            <PrintItem
              key={page.id}
              page={page}
              n={index + 1}
              last={index === prints.length - 1}
              full={full}
              dpi={dpiOf(page, uploads)}
              url={uploads.urls[photoLayerOf(page)?.assetId ?? ''] ?? null}
              onMove={(to) => run(moveBoxPrint, { pageId: page.id, toIndex: to })}
              onDropPrint={(pageId) => run(moveBoxPrint, { pageId, toIndex: index })}
              onRemove={() => run(removeBoxPrint, { pageId: page.id })}
              onDuplicate={() => run(duplicateBoxPrint, { pageId: page.id })}
              onCrop={() => {
                const crop = printPhotoOf(page)?.crop
                if (crop) setCropping({ pageId: page.id, n: index + 1, crop })
              }}
            />
          ))}
        </ol>
      )}
      <p className={formStyles.hint}>{t('fromTray')}</p>
      <PhotoTray uploads={uploads.uploads} used={used} onPick={(upload) => upload && addUploads([upload])} />
      {cropping && croppingLayer && croppingPixels && (
        <PhotoCrop
          src={croppingPixels.url}
          widthPx={croppingPixels.widthPx}
          heightPx={croppingPixels.heightPx}
          aspect={croppingLayer.width / croppingLayer.height}
          crop={cropping.crop}
          title={t('cropTitle', { n: cropping.n })}
          onChange={(crop) => setCropping({ ...cropping, crop })}
          onClose={() => {
            // One undo step for the whole crop, taken when the dialog closes.
            run(cropBoxPrint, { pageId: cropping.pageId, crop: cropping.crop })
            setCropping(null)
          }}
        />
      )}
    </div>
  )
}

/** "17 / 20" with what is missing or too many in words. */
export function PrintCount({ count, quantity }: { count: number; quantity: number }) {
  const t = useTranslations('Photobox.prints')
  return (
    <div className={styles.count}>
      <p
        className={styles.countNumber}
        data-testid="photobox-count"
        data-complete={count === quantity}
        aria-label={t('countLabel', { count, quantity })}
      >
        {t('count', { count, quantity })}
      </p>
      {count !== quantity && (
        <p className={formStyles.hint} role="status">
          {count < quantity
            ? t('tooFew', { count, quantity, missing: quantity - count })
            : t('tooMany', { count, quantity, extra: count - quantity })}
        </p>
      )}
    </div>
  )
}

function PrintItem({
  page,
  n,
  last,
  full,
  dpi,
  url,
  onMove,
  onRemove,
  onDuplicate,
  onCrop,
  onDropPrint,
}: {
  page: Page
  n: number
  last: boolean
  full: boolean
  dpi: number | null
  url: string | null
  onMove: (toIndex: number) => void
  onRemove: () => void
  onDuplicate: () => void
  onCrop: () => void
  /** Another print dragged onto this one takes its place (desktop; phones use the arrows). */
  onDropPrint: (pageId: string) => void
}) {
  const t = useTranslations('Photobox.prints')
  const layer = photoLayerOf(page)
  const lowRes = dpi !== null && dpi < MIN_PRINT_DPI
  const size = page.sizeMm ?? { width: 1, height: 1 }
  const crop = layer?.crop ?? { x: 0, y: 0, width: 1, height: 1 }
  return (
    <li
      className={styles.print}
      data-testid="photobox-print"
      data-page-id={page.id}
      data-low-res={lowRes}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(PRINT_DRAG_TYPE, page.id)
        event.dataTransfer.effectAllowed = 'move'
      }}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(PRINT_DRAG_TYPE)) event.preventDefault()
      }}
      onDrop={(event) => {
        const pageId = event.dataTransfer.getData(PRINT_DRAG_TYPE)
        if (!pageId || pageId === page.id) return
        event.preventDefault()
        onDropPrint(pageId)
      }}
    >
      <div className={styles.thumb} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        {url && (
          // eslint-disable-next-line @next/next/no-img-element -- a private preview, positioned by the crop
          <img
            src={url}
            alt={t('item', { n })}
            loading="lazy"
            decoding="async"
            style={croppedImageStyle(crop)}
          />
        )}
      </div>
      <div className={styles.printInfo}>
        <span>{t('item', { n })}</span>
        {lowRes && (
          <span className={styles.warning} role="note">
            {t('lowRes', { dpi })}
          </span>
        )}
        <div className={styles.printActions}>
          <button
            type="button"
            data-testid="photobox-print-up"
            disabled={n === 1}
            onClick={() => onMove(n - 2)}
          >
            <span aria-hidden="true">↑</span>
            <span className="visually-hidden">{t('up')}</span>
          </button>
          <button type="button" data-testid="photobox-print-down" disabled={last} onClick={() => onMove(n)}>
            <span aria-hidden="true">↓</span>
            <span className="visually-hidden">{t('down')}</span>
          </button>
          <button type="button" data-testid="photobox-print-crop" onClick={onCrop}>
            {t('crop')}
          </button>
          <button type="button" data-testid="photobox-print-duplicate" disabled={full} onClick={onDuplicate}>
            {t('duplicate')}
          </button>
          <button type="button" data-testid="photobox-print-remove" onClick={onRemove}>
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  )
}
