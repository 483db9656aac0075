'use client'

import { useTranslations } from 'next-intl'
import { SelectField } from '@/components/photo-products/select-field'
import type { PhotoboxChoices } from '@/lib/api/editor/open-photobox'
import type { PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'
import { PHOTOBOX_MAX_AMOUNT } from '@/lib/shop/photo-products/photobox/line'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './photobox.module.css'

/**
 * The box's options (ADR 0075): design (the lid's look), version, picture size, paper and the number
 * of pictures, in the shop's language; and how many boxes. Before hydration it is a plain GET form to
 * the configurator (each design button submits itself), so the options work without JavaScript; after
 * it every change goes to the document (setPhotoboxSpec) and the URL follows.
 */
export function PhotoboxOptions({
  spec,
  choices,
  boxes,
  action,
  line,
  hydrated,
  onChange,
  onBoxes,
}: {
  spec: PhotoboxSpec
  choices: PhotoboxChoices
  boxes: number
  action: string
  line: string | null
  hydrated: boolean
  onChange: (patch: Partial<PhotoboxSpec>) => void
  onBoxes: (boxes: number) => void
}) {
  const t = useTranslations('Photobox.options')
  const format = choices.formats.find((f) => f.photoboxFormat === spec.format)
  const max = format?.photoboxQuantityMax ?? spec.quantity
  const step = format?.quantityStep ?? 10
  const quantities = Array.from({ length: Math.floor(max / step) }, (_, i) => (i + 1) * step)

  return (
    <form className={formStyles.form} action={action} method="get" data-testid="photobox-form">
      {line && <input type="hidden" name="line" value={line} />}
      <fieldset className={styles.designs} data-testid="photobox-design">
        <legend>{t('design')}</legend>
        {choices.designs.map((design) => (
          <button
            key={design.photoboxDesignType}
            type="submit"
            name="photoboxDesignType"
            value={design.photoboxDesignType}
            className={styles.design}
            data-design-type={design.photoboxDesignType}
            aria-pressed={design.photoboxDesignType === spec.designType}
            onClick={(event) => {
              if (!hydrated) return
              event.preventDefault()
              onChange({ designType: design.photoboxDesignType as PhotoboxSpec['designType'] })
            }}
          >
            {design.name}
          </button>
        ))}
      </fieldset>
      {/* Without JavaScript a size button submits the form: the design chosen travels with it. */}
      {!hydrated && <input type="hidden" name="photoboxDesignType" value={spec.designType} />}
      <SelectField
        className={formStyles.field}
        name="photoboxType"
        testId="photobox-type"
        label={t('type')}
        value={spec.type}
        options={choices.types.map((type) => ({ value: type.photoboxType, label: type.name }))}
        onChange={(value) => onChange({ type: value as PhotoboxSpec['type'] })}
      />
      <SelectField
        className={formStyles.field}
        name="photoboxFormat"
        testId="photobox-format"
        label={t('format')}
        value={spec.format}
        options={choices.formats.map((f) => ({ value: f.photoboxFormat, label: f.label }))}
        onChange={(value) => {
          const next = choices.formats.find((f) => f.photoboxFormat === value)
          if (!next) return
          // A smaller box takes at most its own number of pictures.
          const quantity = Math.min(spec.quantity, next.photoboxQuantityMax)
          onChange({ format: next.photoboxFormat as PhotoboxSpec['format'], quantity })
        }}
      />
      <SelectField
        className={formStyles.field}
        name="photoboxMaterial"
        testId="photobox-material"
        label={t('material')}
        value={spec.material}
        options={choices.materials.map((m) => ({ value: m.photoboxMaterial, label: m.name }))}
        onChange={(value) => onChange({ material: value as PhotoboxSpec['material'] })}
      />
      <SelectField
        className={formStyles.field}
        name="quantity"
        testId="photobox-quantity"
        label={t('quantity')}
        value={spec.quantity}
        options={quantities.map((count) => ({ value: count, label: t('quantityOption', { count }) }))}
        onChange={(value) => onChange({ quantity: Number(value) })}
      />
      <label className={formStyles.field}>
        <span>{t('boxes')}</span>
        <input
          type="number"
          min={1}
          max={PHOTOBOX_MAX_AMOUNT}
          step={1}
          data-testid="photobox-boxes"
          value={boxes}
          disabled={!hydrated}
          onChange={(e) => {
            const value = Math.trunc(Number(e.target.value))
            if (value >= 1 && value <= PHOTOBOX_MAX_AMOUNT) onBoxes(value)
          }}
        />
      </label>
      {!hydrated && (
        <button type="submit" className="button">
          {t('apply')}
        </button>
      )}
    </form>
  )
}
