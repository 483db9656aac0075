'use client'

import { useTranslations } from 'next-intl'
import type { ProductChoices } from '@/lib/shop/design-print/saved-designs/product-choices'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { useCardOptions, useEditor } from '../editor-context'
import styles from '../controls.module.css'

type Options = SavedDesignOptionsInput

/**
 * Format, paper, refinement, quantity and envelope. Only combinations the price list sells are
 * offered: refinements follow the paper, envelopes the format. The format is fixed by the design's
 * layout (a different format needs a design laid out for it), so it is shown, not chosen.
 */
export function ProductOptions({ choices }: { choices: ProductChoices }) {
  const t = useTranslations('Editor.options')
  const options = useCardOptions()
  const setOptions = useEditor((s) => s.setOptions)
  const paper = choices.papers?.find((p) => p.key === options.paper)
  const envelopeClasses = choices.envelopes?.[options.format] ?? []
  const format = choices.formats.find((f) => f.key === options.format)
  return (
    <div className={styles.stack}>
      <p className={styles.fact}>
        <span>{t('productType')}</span> <strong>{choices.productLabel}</strong>
      </p>
      <p className={styles.fact} title={t('formatHint')}>
        <span>{t('format')}</span> <strong>{format?.label ?? options.format}</strong>
      </p>
      {choices.papers && (
        <label className={styles.field}>
          <span>{t('paper')}</span>
          <select
            name="paper"
            value={options.paper}
            onChange={(e) => {
              const next = choices.papers?.find((p) => p.key === e.target.value)
              const keep = next?.refinements.some((r) => r.key === options.refinement)
              setOptions({
                paper: e.target.value as Options['paper'],
                refinement: keep ? options.refinement : 'none',
              })
            }}
          >
            {choices.papers.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {paper && paper.refinements.length > 1 && (
        <label className={styles.field}>
          <span>{t('refinement')}</span>
          <select
            name="refinement"
            value={options.refinement ?? 'none'}
            onChange={(e) => setOptions({ refinement: e.target.value as Options['refinement'] })}
          >
            {paper.refinements.map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.field}>
        <span>{t('quantity')}</span>
        <select
          name="quantity"
          value={options.quantity}
          onChange={(e) => setOptions({ quantity: Number(e.target.value) })}
        >
          {choices.quantities.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </select>
      </label>
      {envelopeClasses.length > 0 && choices.productType !== 'envelope' && (
        <label className={styles.field}>
          <span>{t('envelope')}</span>
          <select
            name="envelope"
            value={options.envelope ? `${options.envelope.sizeClass}:${options.envelope.flap}` : ''}
            onChange={(e) => {
              const [sizeClass, flap] = e.target.value.split(':')
              setOptions({
                envelope:
                  sizeClass && flap ? ({ sizeClass, flap } as NonNullable<Options['envelope']>) : null,
              })
            }}
          >
            <option value="">{t('noEnvelope')}</option>
            {envelopeClasses.flatMap((sizeClass) =>
              (['straight', 'pointed'] as const).map((flap) => (
                <option key={`${sizeClass}:${flap}`} value={`${sizeClass}:${flap}`}>
                  {t(`envelopes.${sizeClass as 'standard'}`)} ({t('envelopeFlap')} {t(`flaps.${flap}`)})
                </option>
              )),
            )}
          </select>
        </label>
      )}
    </div>
  )
}
