import { getDb } from '@/lib/db/client'
import { handle } from '@/lib/api/endpoint'
import { themesEndpoint } from '@/lib/api/catalogue/endpoints'
import { listThemes } from '@/lib/shop/catalogue/themes'

export const GET = handle(themesEndpoint, async ({ query, ctx }) => ({
  themes: await listThemes(await getDb(), { locale: ctx.locale, ...query }),
}))
