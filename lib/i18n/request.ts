import { getRequestConfig } from 'next-intl/server'
import { IntlErrorCode } from 'next-intl'
import { getShopContext } from '@/lib/context/shop-context'
import { createMissingMessageReporter, lastKeySegment } from './missing-message'
import { messagesFor } from './messages'

const reportMissing = createMissingMessageReporter((key, locale) => {
  // A plain console line keeps this module free of server-only logging imports during build.
  console.warn(JSON.stringify({ level: 'warn', msg: 'missing translation', key, locale }))
})

/** next-intl's per-request configuration: the locale comes from the root layout's segment. */
export default getRequestConfig(async () => {
  const { locale } = await getShopContext()
  return {
    locale,
    messages: messagesFor(locale),
    timeZone: 'Europe/Berlin',
    onError(error) {
      if (error.code === IntlErrorCode.MISSING_MESSAGE) return
      console.error(
        JSON.stringify({ level: 'error', msg: 'i18n error', code: error.code, detail: error.message }),
      )
    },
    getMessageFallback({ namespace, key, error }) {
      const path = [namespace, key].filter(Boolean).join('.')
      if (error.code === IntlErrorCode.MISSING_MESSAGE) reportMissing(path, locale)
      return lastKeySegment(path)
    },
  }
})
