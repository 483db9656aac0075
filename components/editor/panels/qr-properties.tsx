'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import type { Palette } from '@/lib/shop/design-print/design/colors'
import type { QrLayer } from '@/lib/shop/design-print/design/document'
import { isQrUrl } from '@/lib/shop/design-print/design/qr-checks'
import { qrContrast, qrSquare, QR_RULES } from '@/lib/shop/design-print/design/qr-rules'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'
import { ColorField } from './color-field'

const round = (mm: number) => Math.round(mm * 10) / 10

/**
 * A selected QR code (ADR 0097): what it encodes, its printed size and its colour. A size under
 * 15 mm or a colour too light to scan is refused here with the reason, before the document check
 * would refuse it silently.
 */
export function QrProperties({ layer, palette }: { layer: QrLayer; palette: Palette }) {
  const t = useTranslations('Editor.properties.qr')
  const store = useEditorStore()
  const [error, setError] = useState<string | null>(null)
  const [url, setUrl] = useState(layer.data)
  const side = round(qrSquare(layer).side)
  const run = (patch: Partial<QrLayer>, coalesce?: string) =>
    store.getState().run(updateLayer, { layerId: layer.id, patch }, coalesce ? { coalesce } : undefined)

  function resize(value: number) {
    if (!(value >= QR_RULES.minSideMm)) return setError(t('tooSmall', { min: QR_RULES.minSideMm }))
    setError(null)
    // The code grows about its centre, as a corner handle with kept proportions would not.
    const cx = layer.x + layer.width / 2
    const cy = layer.y + layer.height / 2
    run({ x: cx - value / 2, y: cy - value / 2, width: value, height: value }, `qr-size:${layer.id}`)
  }

  function recolor(color: string) {
    if (qrContrast(resolveColor(color, palette)) < QR_RULES.minContrast) return setError(t('tooLight'))
    setError(null)
    run({ color })
  }

  function readdress(value: string) {
    setUrl(value)
    if (!isQrUrl(value.trim())) return setError(t('badUrl'))
    setError(null)
    run({ data: value.trim() }, `qr-url:${layer.id}`)
  }

  return (
    <div className={styles.stack} data-testid="qr-properties">
      <p className={styles.hint}>
        {layer.source === 'guest-rsvp' ? t('personal') : layer.source === 'url' ? t('fixed') : t('older')}
      </p>
      {layer.source === 'url' && (
        <label className={styles.field}>
          <span>{t('address')}</span>
          <input type="url" inputMode="url" value={url} onChange={(e) => readdress(e.target.value)} />
        </label>
      )}
      <label className={styles.field}>
        <span>{t('size')}</span>
        <input
          type="number"
          min={QR_RULES.minSideMm}
          max={100}
          step={1}
          defaultValue={side}
          key={side}
          onBlur={(e) => resize(Number(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') resize(Number(e.currentTarget.value))
          }}
        />
      </label>
      <ColorField label={t('color')} value={layer.color} palette={palette} onChange={recolor} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
