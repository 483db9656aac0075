'use client'

import { useTranslations } from 'next-intl'
import type { PhotobookChoices } from '@/lib/api/editor/photobook-choices'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { pageCounts } from './book-options'
import { SelectField } from '@/components/photo-products/select-field'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './photobook.module.css'

/** Hidden fields a reload of the form must keep: the set and where the book came from. */
export interface FormKeep {
  saved?: string
  line?: string
  list?: string
}

/**
 * The book's options as a real GET form (ADR 0073): before the script has loaded, "Übernehmen" reloads
 * the configurator with the chosen options in the URL; once hydrated, every change goes straight to the
 * document (`onChange`) and the URL follows (the editor's replaceState), and the button hides. Only
 * combinations the shop makes are listed: the type's covers, binding, papers and page counts.
 */
export function PhotobookOptions({
  spec,
  choices,
  amount,
  action,
  keep,
  hydrated,
  onChange,
  onAmount,
}: {
  spec: PhotobookSpec
  choices: PhotobookChoices
  amount: number
  action: string
  keep: FormKeep
  hydrated: boolean
  onChange: (patch: Partial<PhotobookSpec>) => void
  onAmount: (amount: number) => void
}) {
  const t = useTranslations('Photobook.options')
  const type = choices.types.find((c) => c.key === spec.type) ?? choices.types[0]
  const paperName = (key: string) => choices.papers.find((p) => p.key === key)?.name ?? key
  // A select named as the URL names the spec field; its test id photobook-<field> unless given.
  const select = <K extends keyof PhotobookSpec>(key: K, parse: (value: string) => PhotobookSpec[K]) => ({
    className: formStyles.field,
    name: key,
    testId: `photobook-${key}`,
    value: String(spec[key]),
    onChange: (value: string) => onChange({ [key]: parse(value) } as Partial<PhotobookSpec>),
  })
  return (
    <form method="get" action={action} className={formStyles.form} data-testid="photobook-form">
      <input type="hidden" name="designGroupSetId" value={choices.setId} />
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <SelectField
        {...select('type', (v) => v as PhotobookSpec['type'])}
        label={t('type')}
        options={choices.types.map((c) => ({ value: c.key, label: c.name }))}
      />
      <SelectField
        {...select('format', (v) => v as PhotobookSpec['format'])}
        label={t('format')}
        options={choices.formats.map((f) => ({
          value: f.key,
          label: t('formatOption', { name: f.name, size: f.size }),
        }))}
      />
      <SelectField
        {...select('cover', (v) => v as PhotobookSpec['cover'])}
        label={t('cover')}
        options={(type?.covers ?? [spec.cover]).map((key) => ({ value: key, label: t(`covers.${key}`) }))}
      />
      {/* One binding per type (spec): shown so the shopper knows it, changed with the type. */}
      <SelectField
        {...select('binding', () => spec.binding)}
        label={t('binding')}
        options={[{ value: spec.binding, label: t(`bindings.${spec.binding}`) }]}
      />
      <SelectField
        {...select('paper', (v) => v as PhotobookSpec['paper'])}
        label={t('paper')}
        options={(type?.papers ?? [spec.paper]).map((key) => ({ value: key, label: paperName(key) }))}
      />
      <SelectField
        {...select('coverLamination', (v) => v as PhotobookSpec['coverLamination'])}
        testId="photobook-lamination"
        label={t('lamination')}
        options={choices.laminations.map((key) => ({ value: key, label: t(`laminations.${key}`) }))}
      />
      <SelectField
        {...select('pageCount', Number)}
        testId="photobook-pages"
        label={t('pages')}
        options={(type ? pageCounts(type) : [spec.pageCount]).map((count) => ({
          value: count,
          label: t('pageCount', { count }),
        }))}
      />
      <label className={formStyles.field}>
        {t('amount')}
        <input
          type="number"
          name="amount"
          min={1}
          max={choices.maxAmount}
          value={amount}
          onChange={(e) =>
            onAmount(Math.min(choices.maxAmount, Math.max(1, Math.round(Number(e.target.value)) || 1)))
          }
        />
      </label>
      {type && (
        <p className={`${formStyles.hint} ${styles.wide}`}>
          {t('pagesHint', { min: type.pages.min, max: type.pages.max, step: type.pages.step })}
        </p>
      )}
      {!hydrated && (
        <button type="submit" className={`button ${styles.wide}`}>
          {t('apply')}
        </button>
      )}
    </form>
  )
}
