'use client'

import { useTranslations } from 'next-intl'
import type { SaveState } from '@/lib/editor/store'
import styles from './cart-button.module.css'

/**
 * The autosave line of a photo box or photo prints (ADR 0102), in the design tool's words: "Gespeichert",
 * or why not, with the way out (load the newer version after a conflict). Needs the `Editor.save` messages.
 */
export function SaveStatus({ save }: { save: SaveState }) {
  const t = useTranslations('Editor.save')
  return (
    <div className={styles.root}>
      <p className={styles.hint} data-save-status={save.status} aria-live="polite">
        {save.status === 'error' ? t('error', { message: save.message ?? '' }) : t(save.status)}
      </p>
      {save.status === 'conflict' && (
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      )}
    </div>
  )
}
