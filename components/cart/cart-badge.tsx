import { NextIntlClientProvider } from 'next-intl'
import type { ShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { CartBadgeCount } from './cart-badge-count'

/** The header badge with just the one message it needs. */
export function CartBadge({ ctx }: { ctx: ShopContext }) {
  const messages = messagesFor(ctx.locale)
  return (
    <NextIntlClientProvider
      locale={ctx.locale}
      messages={{ Header: { cartCount: messages.Header.cartCount } }}
      timeZone="Europe/Berlin"
    >
      <CartBadgeCount locale={ctx.locale} />
    </NextIntlClientProvider>
  )
}
