'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { addLayer } from '@/lib/editor/actions/add-layer'
import { FRAME_PRESETS } from '@/lib/editor/frames'
import { newClipartLayer, newFrameLayer, newPhotoSlot, newTextLayer } from '@/lib/editor/layer-factory'
import { currentPage } from '@/lib/editor/scene'
import {
  CLIPART_OCCASIONS,
  motifDataUrl,
  motifsFor,
  type ClipartOccasion,
} from '@/lib/shop/design-print/design/clipart/catalogue'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'
import { QrAdd } from './qr-add'

/**
 * Adding things: a text, a photo placeholder, clip art by occasion, frames, and on cards a QR code
 * (`guestColumns`: the attached guest list's headings, null without one; absent: no QR code offered).
 */
export function AddPanel({
  language,
  guestColumns,
}: {
  language: 'de' | 'en'
  guestColumns?: readonly string[] | null
}) {
  const t = useTranslations('Editor.add')
  const store = useEditorStore()
  const [occasion, setOccasion] = useState<ClipartOccasion>('wedding')
  const motifs = useMemo(
    () => motifsFor(occasion).map((m) => ({ motif: m, src: motifDataUrl(m) })),
    [occasion],
  )
  const add = (
    make: (s: ReturnType<typeof store.getState>['scene']) => Parameters<typeof addLayer.perform>[1]['layer'],
  ) => {
    const { scene, run } = store.getState()
    run(addLayer, { layer: make(scene) })
  }
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <button
          type="button"
          className="button"
          onClick={() => add((s) => newTextLayer(s.document, currentPage(s), t('newText'), t('newText')))}
        >
          {t('text')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            add((s) => newPhotoSlot(s.document, currentPage(s), t('photoLabel'), t('photoLabel')))
          }
        >
          {t('photo')}
        </button>
      </div>
      {guestColumns !== undefined && <QrAdd guestColumns={guestColumns} />}
      <h3 className={styles.panelHeading}>{t('clipart')}</h3>
      <label className={styles.field}>
        <span>{t('occasion')}</span>
        <select value={occasion} onChange={(e) => setOccasion(e.target.value as ClipartOccasion)}>
          {CLIPART_OCCASIONS.map((o) => (
            <option key={o} value={o}>
              {t(`occasions.${o}`)}
            </option>
          ))}
        </select>
      </label>
      <ul className={styles.motifGrid}>
        {motifs.map(({ motif, src }) => (
          <li key={motif.id}>
            <button
              type="button"
              className={styles.motif}
              aria-label={motif.name[language]}
              title={motif.name[language]}
              data-motif={motif.id}
              onClick={() =>
                add((s) => newClipartLayer(s.document, currentPage(s), motif.id, motif.name[language]))
              }
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URL, nothing to optimise */}
              <img src={src} alt="" width={48} height={48} />
            </button>
          </li>
        ))}
      </ul>
      <h3 className={styles.panelHeading}>{t('frames')}</h3>
      <div className={styles.row}>
        {FRAME_PRESETS.map((frame) => (
          <button
            key={frame.id}
            type="button"
            className={styles.secondary}
            onClick={() =>
              add((s) => newFrameLayer(s.document, currentPage(s), frame, t(`frame.${frame.id}`)))
            }
          >
            {t(`frame.${frame.id}`)}
          </button>
        ))}
      </div>
    </div>
  )
}
