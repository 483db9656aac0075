import { handle } from '@/lib/api/endpoint'
import { calculatorReferenceEndpoint } from '@/lib/api/photo-products/photo-frame/toolbox-endpoints'
import { calculatorReference } from '@/lib/shop/photo-products/photo-frame/calculator'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

export const GET = handle(calculatorReferenceEndpoint, ({ query, ctx }) =>
  calculatorReference(query, resolveShopCurrency(ctx.locale, query.currency)),
)
