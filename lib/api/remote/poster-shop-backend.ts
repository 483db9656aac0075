import { env } from '@/lib/env'
import { httpPosterShop } from './http'
import { inProcessPosterShop } from './in-process'
import type { PosterShop } from './poster-shop'

/**
 * The PosterShop pages use: in-process by default, the external backend at SHOP_API_BASE when set.
 * Route handlers always answer in-process: they are the contract's implementation, not its client.
 */
export function posterShop(): PosterShop {
  const base = env().SHOP_API_BASE
  return base ? httpPosterShop(base) : inProcessPosterShop
}
