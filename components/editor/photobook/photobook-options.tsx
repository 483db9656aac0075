'use client'

import { useTranslations } from 'next-intl'
import type { PhotobookChoices } from '@/lib/api/editor/photobook-choices'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { pageCounts } from './book-options'
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
  return (
    <form method="get" action={action} className={styles.form} data-testid="photobook-form">
      <input type="hidden" name="designGroupSetId" value={choices.setId} />
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label className={styles.field}>
        {t('type')}
        <select
          name="type"
          data-testid="photobook-type"
          value={spec.type}
          onChange={(e) => onChange({ type: e.target.value as PhotobookSpec['type'] })}
        >
          {choices.types.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('format')}
        <select
          name="format"
          data-testid="photobook-format"
          value={spec.format}
          onChange={(e) => onChange({ format: e.target.value as PhotobookSpec['format'] })}
        >
          {choices.formats.map((f) => (
            <option key={f.key} value={f.key}>
              {t('formatOption', { name: f.name, size: f.size })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('cover')}
        <select
          name="cover"
          data-testid="photobook-cover"
          value={spec.cover}
          onChange={(e) => onChange({ cover: e.target.value as PhotobookSpec['cover'] })}
        >
          {(type?.covers ?? [spec.cover]).map((key) => (
            <option key={key} value={key}>
              {t(`covers.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('binding')}
        {/* One binding per type (spec): shown so the shopper knows it, changed with the type. */}
        <select
          name="binding"
          data-testid="photobook-binding"
          value={spec.binding}
          onChange={() => undefined}
        >
          <option value={spec.binding}>{t(`bindings.${spec.binding}`)}</option>
        </select>
      </label>
      <label className={styles.field}>
        {t('paper')}
        <select
          name="paper"
          data-testid="photobook-paper"
          value={spec.paper}
          onChange={(e) => onChange({ paper: e.target.value as PhotobookSpec['paper'] })}
        >
          {(type?.papers ?? [spec.paper]).map((key) => (
            <option key={key} value={key}>
              {paperName(key)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('lamination')}
        <select
          name="coverLamination"
          data-testid="photobook-lamination"
          value={spec.coverLamination}
          onChange={(e) => onChange({ coverLamination: e.target.value as PhotobookSpec['coverLamination'] })}
        >
          {choices.laminations.map((key) => (
            <option key={key} value={key}>
              {t(`laminations.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('pages')}
        <select
          name="pageCount"
          data-testid="photobook-pages"
          value={spec.pageCount}
          onChange={(e) => onChange({ pageCount: Number(e.target.value) })}
        >
          {(type ? pageCounts(type) : [spec.pageCount]).map((count) => (
            <option key={count} value={count}>
              {t('pageCount', { count })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
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
        <p className={`${styles.hint} ${styles.wide}`}>
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
