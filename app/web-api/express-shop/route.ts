import { handle } from '@/lib/api/endpoint'
import { withLifetime } from '@/lib/api/answer-lifetime'
import {
  expressShopEndpoint,
  expressShopResponseSchema,
} from '@/lib/api/sales/checkout/express-shop-endpoint'
import { expressShopInfo } from '@/lib/shop/sales/checkout/express-shop'

const answer = handle(expressShopEndpoint, ({ query }) => expressShopInfo(query.country, new Date()))

/** The answer changes at the next cut-off: no cache may keep it past that. */
export const GET = (request: Request) =>
  withLifetime(answer(request), (json) => expressShopResponseSchema.parse(json).validForSeconds)
