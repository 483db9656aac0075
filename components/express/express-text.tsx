'use client'

import type { LocaleCode } from '@/lib/config/locales'
import { Icon } from '@/components/ui/icon'
import { expressPromise, type ExpressTexts } from './express-promise'
import { useExpressShop } from './use-express-shop'

export interface ExpressTextProps {
  country: string
  locale: LocaleCode
  texts: ExpressTexts
}

/** The express sentence, fetched and formatted; loaded after hydration by ExpressBar. */
export function ExpressText({ country, locale, texts }: ExpressTextProps) {
  const answer = useExpressShop(country)
  const text = answer && expressPromise(answer, locale, new Date(), texts)
  if (!text) return null
  return (
    <>
      <Icon name="truck" size={16} />
      <span>{text}</span>
    </>
  )
}

/** The same sentence inside a form (the checkout's shipping step), or nothing. */
export function ExpressNote({ className, ...props }: ExpressTextProps & { className?: string }) {
  const answer = useExpressShop(props.country)
  const text = answer && expressPromise(answer, props.locale, new Date(), props.texts)
  return text ? (
    <p className={className} data-testid="express-note">
      {text}
    </p>
  ) : null
}
