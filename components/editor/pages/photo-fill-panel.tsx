'use client'

import type { ReactNode } from 'react'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'
import type { useUploads } from '../use-uploads'
import formStyles from './photo-product-form.module.css'
import { PhotoSetUpload } from './photo-set-upload'
import { PhotoTray } from './photo-tray'

/**
 * The photos tab of the photo products with slots (calendar, photo book, collage): upload a set at
 * once, fill the product with it in one click, what the fill did, and the tray to drag or tap single
 * photos from. What fills, its words and what it reports are the product's.
 */
export function PhotoFillPanel({
  uploads,
  canFill,
  fill,
  hint,
  status,
  children,
  used,
  picked,
  onPick,
}: {
  uploads: ReturnType<typeof useUploads>
  /** False while there is no photo to fill with. */
  canFill: boolean
  fill: { testId: string; label: string; run: () => void }
  hint: string
  /** What the last fill did (a live region), null before the first. */
  status: ReactNode
  /** Further notes between the fill and the tray. */
  children?: ReactNode
  used: ReadonlySet<string>
  picked: UploadSummary | null
  onPick: (upload: UploadSummary | null) => void
}) {
  return (
    <div className={formStyles.stack}>
      <PhotoSetUpload onUploaded={uploads.add} />
      <button
        type="button"
        className="button"
        data-testid={fill.testId}
        disabled={!canFill}
        onClick={fill.run}
      >
        {fill.label}
      </button>
      <p className={formStyles.hint}>{hint}</p>
      {status}
      {children}
      <PhotoTray uploads={uploads.uploads} onPick={onPick} used={used} picked={picked?.id ?? null} />
    </div>
  )
}
