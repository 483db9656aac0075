'use client'

import { createContext, useContext } from 'react'
import { IntlErrorCode, NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { BrandKey } from '@/lib/config/brands'
import { createMissingMessageReporter, lastKeySegment } from '@/lib/i18n/missing-message'

export interface ShopClientContext {
  brand: BrandKey
  localeSegment: string
  locale: string
  homeHref: string
}

const Context = createContext<ShopClientContext | null>(null)

/** For client components that render outside a page's props, like error boundaries. */
export function useShopClientContext(): ShopClientContext {
  const value = useContext(Context)
  if (!value) throw new Error('useShopClientContext must be used inside ShopClientProvider')
  return value
}

const reportMissing = createMissingMessageReporter((key, locale) => {
  console.warn(`Missing translation ${locale}: ${key}`)
})

/**
 * Client side of the request context and translations. Only the namespaces client components use
 * are passed in, so the page does not ship every UI string.
 */
export function ShopClientProvider({
  value,
  messages,
  children,
}: {
  value: ShopClientContext
  messages: AbstractIntlMessages
  children: React.ReactNode
}) {
  return (
    <Context value={value}>
      <NextIntlClientProvider
        locale={value.locale}
        messages={messages}
        timeZone="Europe/Berlin"
        onError={(error) => {
          if (error.code !== IntlErrorCode.MISSING_MESSAGE) console.error(error.message)
        }}
        getMessageFallback={({ namespace, key, error }) => {
          const path = [namespace, key].filter(Boolean).join('.')
          if (error.code === IntlErrorCode.MISSING_MESSAGE) reportMissing(path, value.locale)
          return lastKeySegment(path)
        }}
      >
        {children}
      </NextIntlClientProvider>
    </Context>
  )
}
