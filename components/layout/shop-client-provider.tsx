'use client'

import { createContext, useContext } from 'react'
import type { BrandKey } from '@/lib/config/brands'
import type { Messages } from '@/lib/i18n/messages'

export interface ShopClientContext {
  brand: BrandKey
  localeSegment: string
  locale: string
  homeHref: string
  /** The error boundary's texts: it renders outside any page's props. */
  errorTexts: Messages['Error']
}

const Context = createContext<ShopClientContext | null>(null)

/** For client components that render outside a page's props, like error boundaries. */
export function useShopClientContext(): ShopClientContext {
  const value = useContext(Context)
  if (!value) throw new Error('useShopClientContext must be used inside ShopClientProvider')
  return value
}

/**
 * Client side of the request context. It carries plain strings, not a translations provider: the
 * provider and its message formatter would be in every page's first-load JS (ADR 0022). Pages whose
 * client components translate (cart, checkout, design tool) wrap them in their own provider.
 */
export function ShopClientProvider({
  value,
  children,
}: {
  value: ShopClientContext
  children: React.ReactNode
}) {
  return <Context value={value}>{children}</Context>
}
