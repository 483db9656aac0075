'use client'

import { useEffect, useId, useState } from 'react'
import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE,
  CONSENT_OPEN_EVENT,
  readConsentFromCookieHeader,
  serializeConsent,
  type ConsentChoice,
} from '@/lib/consent/consent'
import { CONSENT_GIVEN_ATTRIBUTE } from '@/lib/consent/consent-gate'
import type { ConsentTexts } from './consent-texts'
import styles from './consent-banner.module.css'

interface Props {
  texts: ConsentTexts
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
 * response cache), so the server-rendered gate before it (consent-gate.tsx) hides it before the first
 * paint for a browser that already holds a valid choice; after hydration this component unmounts it.
 */
export function ConsentBanner({ texts, privacyHref }: Props) {
  const [open, setOpen] = useState(true)
  const [details, setDetails] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>({ statistics: false, marketing: false })
  const titleId = useId()

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
    // Once React has removed the banner, the gate's mark goes, so reopening it from the footer shows it.
    if (!open) document.documentElement.removeAttribute(CONSENT_GIVEN_ATTRIBUTE)
  }, [open])

  if (!open) return null
  const decide = (next: ConsentChoice) => {
    save(next)
    setChoice(next)
    setOpen(false)
  }
  return (
    <section
      className={styles.banner}
      role="region"
      aria-labelledby={titleId}
      data-testid="consent-banner"
      data-consent-banner=""
    >
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
  )
}
