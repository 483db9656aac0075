import { describe, expect, it } from 'vitest'
import { BRANDS } from '@/lib/config/brands'
import { countryHints } from './country-hints'

describe('countryHints (issue 32 point 7: "für die Schweiz", "für die USA")', () => {
  it('names each shop as German says it after "für"', () => {
    const ctx = { brandConfig: BRANDS.poster, localeSegment: 'de' as const }
    const bySegment = Object.fromEntries(countryHints(ctx).map((hint) => [hint.segment, hint.texts]))
    expect(bySegment.ch?.go).toBe('Zum Shop für die Schweiz')
    expect(bySegment.ch?.stay).toBe('Im Shop für Deutschland bleiben')
    expect(bySegment.at?.go).toBe('Zum Shop für Österreich')
    expect(bySegment.us?.go).toBe('Go to our US shop')
  })

  it('says "die USA" where the German text names the US shop as the current one', () => {
    const ctx = { brandConfig: BRANDS.poster, localeSegment: 'us' as const }
    const de = countryHints(ctx).find((hint) => hint.segment === 'de')
    expect(de?.texts.text).toContain('Sie sind im Shop für die USA.')
  })
})
