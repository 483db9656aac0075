import type { CartView } from '../view'

/**
 * A stand-in for lib/api/sales/cart/cart-count-cookie in route tests that run without a Next request
 * (next/headers' cookies() needs one): each count the handler would write goes to `written`. Use as
 *   vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
 *     (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble())
 */
export function countCookieDouble(written: (count: number) => void = () => undefined) {
  const writeCartCount = async (count: number) => written(count)
  return {
    writeCartCount,
    withCountCookie: async (view: CartView) => {
      await writeCartCount(view.count)
      return view
    },
  }
}
