import { handle } from '@/lib/api/endpoint'
import { voucherCheckEndpoint } from '@/lib/api/sales/voucher-endpoint'
import { shopCurrencyOf } from '@/lib/shop/sales/pricing/shop-currency'
import { voucherFacts } from '@/lib/shop/sales/vouchers/check'
import { guardVoucherCheckRate } from '@/lib/shop/sales/vouchers/rate'

export const POST = handle(voucherCheckEndpoint, async ({ body, ctx, request, db }) => {
  await guardVoucherCheckRate(request.headers, ctx.locale)
  return voucherFacts(await db(), body.code, {
    currency: shopCurrencyOf(ctx.locale),
    locale: ctx.locale,
    now: new Date(),
  })
})
