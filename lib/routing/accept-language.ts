import type { LocaleSegment } from '@/lib/config/locales'

interface Preference {
  tag: string
  q: number
}

/** Parses an Accept-Language header into tags ordered by quality (stable for equal q). */
export function parseAcceptLanguage(header: string | null | undefined): Preference[] {
  if (!header) return []
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [rawTag, ...params] = part.trim().split(';')
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      return { tag: (rawTag ?? '').trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((p) => /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(p.tag) && p.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag, q }) => ({ tag, q }))
}

/**
 * Which served locale segment a language tag asks for. German speakers in Liechtenstein shop in
 * Swiss francs, so they go to the Swiss site; any English goes to the US site where a brand has one.
 */
function segmentForTag(tag: string): LocaleSegment | undefined {
  const [language, region] = tag.split('-')
  if (language === 'de') {
    if (region === 'at') return 'at'
    if (region === 'ch' || region === 'li') return 'ch'
    return 'de'
  }
  if (language === 'en') return 'us'
  return undefined
}

/** The visitor's best locale among those a brand serves; the German shop when nothing matches. */
export function bestLocale(
  header: string | null | undefined,
  served: readonly LocaleSegment[],
): LocaleSegment {
  for (const { tag } of parseAcceptLanguage(header)) {
    const segment = segmentForTag(tag)
    if (segment && served.includes(segment)) return segment
  }
  return 'de'
}
