import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/http/endpoint'
import { themesEndpoint } from '@/lib/shop/catalog/endpoints'
import { listThemes } from '@/lib/shop/catalog/themes'

export const GET = handle(themesEndpoint, async ({ query, ctx }) => ({
  themes: await listThemes(await getDb(), { locale: ctx.locale, ...query }),
}))
