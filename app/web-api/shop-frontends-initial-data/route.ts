import { handle } from '@/lib/api/endpoint'
import { initialDataEndpoint } from '@/lib/api/catalogue/storefront/endpoints'
import { shopFrontendsInitialData } from '@/lib/shop/catalogue/storefront/initial-data'

export const GET = handle(initialDataEndpoint, ({ ctx }) => shopFrontendsInitialData(ctx.brand, ctx.locale))
