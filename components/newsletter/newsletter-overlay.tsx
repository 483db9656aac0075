'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useLazyComponent } from '@/components/ui/use-lazy-component'
import type { NewsletterFormContent } from './newsletter-form-content'
import { showsNewsletter } from './newsletter-pages'
import { POPUP_DELAY_MS, POPUP_SEEN_KEY } from './popup-settings'
import styles from './newsletter.module.css'

const loadForm = () => import('@/components/account/account-form').then((m) => m.AccountForm)

interface Props {
  labels: { open: string; close: string; dialog: string }
  /** Heading, text and form props, filled in by the server. */
  content: NewsletterFormContent
}

/**
 * The newsletter drawer (opened by the tab button) and pop-up (opens by itself once per visitor after
 * a while, never for crawlers, and not while another dialog such as the country switch is open).
 * Only rendered in the web variant, so the desktop app (/d) never sees either, and neither shows on
 * the event portal's pages (newsletter-pages.ts).
 */
function remember() {
  try {
    localStorage.setItem(POPUP_SEEN_KEY, '1')
  } catch {
    // Nothing to do: without storage the pop-up simply is not remembered.
  }
}

export function NewsletterOverlay({ labels, content }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [mode, setMode] = useState<'drawer' | 'popup'>('drawer')
  // The form is mounted only while the dialog is open: a closed one would leave a second e-mail field
  // in the page (beside the checkout's or the inline form's) for browsers' autofill and for tests.
  const [open, setOpen] = useState(false)
  // The form's code is loaded on the first opening, not with every page (ADR 0022).
  const Form = useLazyComponent(loadForm, open)
  const shown = showsNewsletter(usePathname())
  const tab = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const element = tab.current
    if (!shown || !element) return
    let stop: (() => void) | undefined
    let live = true
    void import('./clear-of-docked').then(({ keepClearOfDocked }) => {
      if (live) stop = keepClearOfDocked(element)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [shown])

  useEffect(() => {
    let seen = true
    try {
      seen = localStorage.getItem(POPUP_SEEN_KEY) === '1'
    } catch {
      // Storage blocked: treat as seen rather than showing the pop-up on every page.
    }
    if (seen) return
    let live = true
    const timer = window.setTimeout(async () => {
      const { mayShowPopup } = await import('./popup-rules')
      if (!live || !mayShowPopup({ userAgent: navigator.userAgent, seen, desktopApp: false })) return
      // The visitor may have gone on to an event page meanwhile (the layout and its timer stay).
      if (!showsNewsletter(window.location.pathname)) return
      if (document.querySelector('dialog[open]') || dialog.current?.open) return
      remember()
      setMode('popup')
      setOpen(true)
      dialog.current?.showModal()
    }, POPUP_DELAY_MS)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [])

  function openDrawer() {
    remember()
    setMode('drawer')
    setOpen(true)
    dialog.current?.showModal()
  }

  if (!shown) return null
  return (
    <>
      <button
        ref={tab}
        type="button"
        className={styles.tab}
        onClick={openDrawer}
        data-testid="newsletter-tab"
      >
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className={`modal ${styles.dialog} ${mode === 'drawer' ? styles.drawer : ''}`}
        aria-label={labels.dialog}
        data-testid={`newsletter-${mode}`}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) dialog.current?.close()
        }}
      >
        <button
          type="button"
          className={styles.close}
          aria-label={labels.close}
          onClick={() => dialog.current?.close()}
        >
          ×
        </button>
        {open && (
          <div>
            <h2>{content.headline}</h2>
            <p>{content.text}</p>
            {/* eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable */}
            {Form && <Form {...content.form} />}
          </div>
        )}
      </dialog>
    </>
  )
}
