import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_THEME_ID } from '@/lib/config/catalog'
import { generatedCatalogue } from '../generator/catalogue'
import { getTheme } from '../themes'
import { designCategories, designs, themes } from '@/lib/db/schema'
import { seedDb } from './seed-db'
import { seedDesigns } from './designs'
import { THEME_SEED } from './themes'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'

describe('seedDesigns', () => {
  let handle: DbHandle
  const rows = async () => ({
    designs: (await handle.db.select({ n: count() }).from(designs))[0]?.n,
    themes: (await handle.db.select({ n: count() }).from(themes))[0]?.n,
    links: (await handle.db.select({ n: count() }).from(designCategories))[0]?.n,
  })

  beforeAll(async () => {
    handle = await openTestDb()
    await seedDb(handle.db)
  })
  afterAll(() => handle.close())

  it('writes the generated themes and designs, then nothing on a second run', async () => {
    const { designs: generated, themes: generatedThemes } = generatedCatalogue()
    const started = performance.now()
    expect(await seedDesigns(handle.db)).toEqual({ changed: generatedThemes.length + generated.length })
    const first = await rows()
    expect(first.designs).toBe(generated.length)
    expect(first.themes).toBe(THEME_SEED.length + generatedThemes.length)

    expect(await seedDesigns(handle.db)).toEqual({ changed: 0 })
    expect(await rows()).toEqual(first)
    // Both runs together; it runs in every `npm start` and browser test set-up.
    expect(performance.now() - started).toBeLessThan(20_000)
  })

  it('fills the default theme 1461 and keeps its seeded name', async () => {
    const theme = await getTheme(handle.db, undefined, 'de-DE')
    expect(theme).toMatchObject({ id: DEFAULT_THEME_ID, name: 'Eukalyptus', isSet: true })
    expect(theme?.designCount).toBeGreaterThanOrEqual(5)
    const [invitation] = await handle.db
      .select()
      .from(designs)
      .where(eq(designs.slug, 'eukalyptus-einladung'))
    expect(invitation).toMatchObject({
      themeId: DEFAULT_THEME_ID,
      occasion: 'hochzeit',
      productType: 'folded-card',
    })
  })
})
