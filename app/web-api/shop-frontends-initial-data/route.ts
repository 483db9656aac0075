import { handle } from '@/lib/http/endpoint'
import { initialDataEndpoint } from '@/lib/shop/storefront/endpoints'
import { shopFrontendsInitialData } from '@/lib/shop/storefront/initial-data'

export const GET = handle(initialDataEndpoint, ({ ctx }) => shopFrontendsInitialData(ctx.brand, ctx.locale))
