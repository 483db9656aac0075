import 'server-only'
import { z } from 'zod'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'
import { describeIssue } from '@/lib/api/endpoint'
import { logger } from '@/lib/log/logger'
import { shopLocaleSchema } from '@/lib/shop/catalogue/schema'
import { ShopError } from '@/lib/shop/common/errors'
import { ensureRequestOwner } from '@/lib/api/session/request-owner'
import { withCountCookie } from '../cart-count-cookie'
import type { ShopOwner } from '@/lib/shop/common/owner'
import type { CartView } from '@/lib/shop/sales/cart/view'

export type CartActionResult =
  { ok: true; cart: CartView } | { ok: false; error: { status: number; message: string; field?: string } }

export interface CartActionContext {
  db: Db
  owner: ShopOwner
  locale: ShopLocaleCode
}

/**
 * The one helper behind the cart's server actions: parses the input with the same schema as the JSON
 * endpoint, supplies database, visitor and locale, and returns a typed result instead of throwing, so
 * a form can show the message next to the field it names.
 */
export function cartAction<S extends z.ZodType>(
  schema: S,
  run: (input: z.output<S>, ctx: CartActionContext) => Promise<CartView>,
) {
  return async (locale: string, input: z.input<S>): Promise<CartActionResult> => {
    const parsedLocale = shopLocaleSchema.safeParse(locale)
    if (!parsedLocale.success) return failure(400, 'Unknown shop locale', 'locale')
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      const { message, field } = describeIssue(parsed.error, 'body')
      return failure(400, message, field)
    }
    try {
      const ctx = {
        db: await getDb(),
        owner: await ensureRequestOwner(),
        locale: parsedLocale.data,
      }
      return { ok: true, cart: await withCountCookie(await run(parsed.data, ctx)) }
    } catch (error) {
      if (error instanceof ShopError) return failure(error.status, error.message, error.options.field)
      logger().error({ err: error }, 'cart action failed')
      return failure(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}

function failure(status: number, message: string, field?: string): CartActionResult {
  return { ok: false, error: { status, message, ...(field ? { field } : {}) } }
}
