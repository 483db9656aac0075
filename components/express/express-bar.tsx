'use client'

import type { LocaleCode } from '@/lib/config/locales'
import { Icon } from '@/components/ui/icon'
import { expressPromise, type ExpressTexts } from './express-promise'
import { useExpressShop } from './use-express-shop'
import styles from './express-bar.module.css'

interface Props {
  country: string
  locale: LocaleCode
  texts: ExpressTexts & { label: string }
}

/**
 * The header's express line ("Express: bis heute 11:00 Uhr bestellt, Lieferung am Di., 1. Dezember").
 * The header is the same cached HTML for everyone all day, so the promise, which changes at each
 * cut-off, is filled in by the browser from /web-api/express-shop; its line keeps its height meanwhile.
 */
export function ExpressBar({ country, locale, texts }: Props) {
  const answer = useExpressShop(country)
  const text = answer && expressPromise(answer, locale, new Date(), texts)
  return (
    <p className={styles.bar} aria-label={texts.label} data-testid="express-bar" aria-live="polite">
      {text && (
        <>
          <Icon name="truck" size={16} />
          <span>{text}</span>
        </>
      )}
    </p>
  )
}

/** The same sentence inside a form (the checkout's shipping step), or nothing. */
export function ExpressNote({ country, locale, texts, className }: Props & { className?: string }) {
  const answer = useExpressShop(country)
  const text = answer && expressPromise(answer, locale, new Date(), texts)
  return text ? (
    <p className={className} data-testid="express-note">
      {text}
    </p>
  ) : null
}
