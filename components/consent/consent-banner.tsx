'use client'

import { useContext, useEffect, useId, useState } from 'react'
// Next's own context (next/script reads the page's CSP nonce from it during server rendering); no
// public hook hands a client component the nonce.
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime'
import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE,
  CONSENT_OPEN_EVENT,
  readConsentFromCookieHeader,
  serializeConsent,
  type ConsentChoice,
} from '@/lib/consent/consent'
import type { Messages } from '@/lib/i18n/messages'
import { CONSENT_GATE_SCRIPT, CONSENT_GIVEN_ATTRIBUTE } from './consent-gate'
import styles from './consent-banner.module.css'

interface Props {
  texts: Messages['Consent']
  privacyHref: string
}

function save(choice: ConsentChoice) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure}`
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }))
}

/**
 * The cookie banner: a bar fixed to the bottom (it overlays, so it never shifts the page), shown until
 * the visitor chooses. Both main choices are equally prominent; the settings show the three purposes.
 * The footer's "Cookie settings" opens it again.
 *
 * The server renders it open, so a first visitor sees it with the HTML rather than after hydration
 * (it was the listing's largest paint, ADR 0030). Pages are the same for every visitor (prerendered,
 * response cache), so the tiny gate script before it hides it, before the first paint, for a browser
 * that already holds a valid choice; after hydration the component takes over and unmounts it.
 */
export function ConsentBanner({ texts, privacyHref }: Props) {
  const [open, setOpen] = useState(true)
  const [details, setDetails] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>({ statistics: false, marketing: false })
  const titleId = useId()
  // Set while server rendering a page with a per-request CSP (ADR 0018); prerendered pages allow inline scripts.
  const { nonce } = useContext(HeadManagerContext) as { nonce?: string }

  useEffect(() => {
    const current = readConsentFromCookieHeader(document.cookie)
    // The cookie is browser state; reading it after mount keeps every page statically cacheable.
    if (current) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(false)
      setChoice(current)
    }
    const reopen = () => {
      setChoice(readConsentFromCookieHeader(document.cookie) ?? { statistics: false, marketing: false })
      setDetails(true)
      setOpen(true)
    }
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
  }, [])

  useEffect(() => {
    // From here React decides: the gate's mark goes once the banner is unmounted (or was never due),
    // so reopening it from the footer shows it.
    if (!open || !readConsentFromCookieHeader(document.cookie))
      document.documentElement.removeAttribute(CONSENT_GIVEN_ATTRIBUTE)
  }, [open])

  // Inert after hydration (React never runs a script it renders); kept so the tree matches the server's.
  const gate = (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: CONSENT_GATE_SCRIPT }}
    />
  )
  if (!open) return gate
  const decide = (next: ConsentChoice) => {
    save(next)
    setChoice(next)
    setOpen(false)
  }
  return (
    <>
      {gate}
      <section className={styles.banner} role="region" aria-labelledby={titleId} data-testid="consent-banner">
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p className={styles.text}>
          {texts.text} <a href={privacyHref}>{texts.privacy}</a>
        </p>
        {details && (
          <fieldset className={styles.purposes}>
            <legend className="visually-hidden">{texts.settings}</legend>
            <label>
              <input type="checkbox" checked disabled /> <strong>{texts.necessary}</strong> –{' '}
              {texts.necessaryText}
            </label>
            <label>
              <input
                type="checkbox"
                checked={choice.statistics}
                onChange={(e) => setChoice({ ...choice, statistics: e.target.checked })}
              />{' '}
              <strong>{texts.statistics}</strong> – {texts.statisticsText}
            </label>
            <label>
              <input
                type="checkbox"
                checked={choice.marketing}
                onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })}
              />{' '}
              <strong>{texts.marketing}</strong> – {texts.marketingText}
            </label>
          </fieldset>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            onClick={() => decide({ statistics: true, marketing: true })}
          >
            {texts.acceptAll}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => decide({ statistics: false, marketing: false })}
          >
            {texts.necessaryOnly}
          </button>
          {details ? (
            <button type="button" className="button button--ghost" onClick={() => decide(choice)}>
              {texts.save}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => setDetails(true)}>
              {texts.settings}
            </button>
          )}
        </div>
      </section>
    </>
  )
}
