'use client'

import { useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import styles from './design-approval.module.css'
import { SharePanel } from './share-panel'

/** "Zur Freigabe teilen" on a row of "Meine Designs": the share panel in a dialog of its own. */
export function ShareDialog({ savedId }: { savedId: string }) {
  const t = useTranslations('DesignApproval')
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
      >
        {t('share.button')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        onClose={() => setOpen(false)}
        aria-label={t('share.title')}
      >
        {open && <SharePanel savedId={savedId} />}
        <form method="dialog" className={styles.row}>
          <button type="submit" className="button button--ghost">
            {t('share.close')}
          </button>
        </form>
      </dialog>
    </>
  )
}
