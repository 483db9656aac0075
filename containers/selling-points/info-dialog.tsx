'use client'

import { useId, useRef, type ReactNode } from 'react'
import styles from './selling-points.module.css'

/**
 * A button that opens a modal <dialog>: the browser traps focus inside, Escape closes it, focus returns
 * to the button, and the rest of the page is inert meanwhile. A click on the backdrop closes it too.
 * The content is server-rendered (children); this component only opens and closes.
 */
export function InfoDialog({
  trigger,
  title,
  closeLabel,
  closeIcon,
  children,
}: {
  trigger: ReactNode
  title: string
  closeLabel: string
  /** `<Icon name="close" />`, drawn by the server: the icon set stays out of the browser's JS. */
  closeIcon: ReactNode
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
      >
        {trigger}
      </button>
      <dialog
        ref={ref}
        className={`modal ${styles.dialog}`}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === ref.current) ref.current.close()
        }}
      >
        <div className={styles.dialogBody}>
          <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
            {closeIcon}
            <span className="visually-hidden">{closeLabel}</span>
          </button>
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      </dialog>
    </>
  )
}
