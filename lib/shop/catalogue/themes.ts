import { asc, count, eq, sql } from 'drizzle-orm'
import { DEFAULT_THEME_ID } from '@/lib/config/catalog'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { designs, themes, type ThemeRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { localize } from './localized-text'
import { listThemesInputSchema, type ListThemesInput } from './schema'

export interface Theme {
  id: number
  name: string
  description: string | null
  occasion: ThemeRow['occasion']
  /** Shown as a set page (spec: theme cards container, isSetPage). */
  isSet: boolean
  designCount: number
  createdAt: Date
}

/** Themes with the number and summed popularity of their designs, one grouped read. */
function themeQuery(db: Db) {
  return db
    .select({
      id: themes.id,
      name: themes.name,
      description: themes.description,
      occasion: themes.occasion,
      isSet: themes.isSet,
      createdAt: themes.createdAt,
      designCount: count(designs.id),
      popularity: sql<number>`coalesce(sum(${designs.popularity}), 0)::int`,
    })
    .from(themes)
    .leftJoin(designs, eq(designs.themeId, themes.id))
    .groupBy(themes.id)
}

type ThemeQueryRow = Awaited<ReturnType<typeof themeQuery>>[number]

function toTheme(row: ThemeQueryRow, locale: ShopLocaleCode): Theme {
  const { popularity: _popularity, ...rest } = row
  return {
    ...rest,
    name: localize(row.name, locale, `themes.name of ${row.id}`),
    description:
      row.description === null ? null : localize(row.description, locale, `themes.description of ${row.id}`),
  }
}

/**
 * The themes overview: sorted by popularity (the summed popularity of a theme's designs, so a theme
 * rises with its designs) or newest first; the id breaks ties.
 */
export async function listThemes(db: Db, input: ListThemesInput): Promise<Theme[]> {
  const query = listThemesInputSchema.parse(input)
  const base = themeQuery(db)
  const filtered = query.occasion === undefined ? base : base.where(eq(themes.occasion, query.occasion))
  const rows = await filtered.orderBy(
    ...(query.sort === 'newest'
      ? [sql`${themes.createdAt} desc`, sql`${themes.id} desc`]
      : [sql`coalesce(sum(${designs.popularity}), 0) desc`, asc(themes.id)]),
  )
  return rows.map((row) => toTheme(row, query.locale))
}

/** /themes/{id}: the theme, DEFAULT_THEME_ID (1461) when no id is given; null when it does not exist. */
export async function getTheme(
  db: Db,
  id: number | undefined,
  locale: ShopLocaleCode,
): Promise<Theme | null> {
  const wanted = id ?? DEFAULT_THEME_ID
  if (!Number.isSafeInteger(wanted) || wanted < 1 || wanted > 2_147_483_647) return null
  const [row] = await themeQuery(db).where(eq(themes.id, wanted))
  return row ? toTheme(row, locale) : null
}
