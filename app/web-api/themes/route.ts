import { handle } from '@/lib/api/endpoint'
import { themesEndpoint } from '@/lib/api/catalogue/endpoints'
import { listThemes } from '@/lib/shop/catalogue/themes'

export const GET = handle(themesEndpoint, async ({ query, ctx, db }) => ({
  themes: await listThemes(await db(), { locale: ctx.locale, ...query }),
}))
