import type { ShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { CartBadgeCount } from './cart-badge-count'

/** The header badge with just the one message it needs (an ICU plural, formatted in the browser). */
export function CartBadge({ ctx }: { ctx: ShopContext }) {
  return <CartBadgeCount locale={ctx.locale} countMessage={messagesFor(ctx.locale).Header.cartCount} />
}
