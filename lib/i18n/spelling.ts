import type { LocaleCode } from '@/lib/config/locales'

/**
 * British spellings the en-GB texts use, with their American forms. en-US borrows every text it does
 * not override from en-GB (lib/config/locales.ts), so without these an American shopper would read
 * "colour", "favourite" and "personalised". Whole words only, case kept (Colour -> Color,
 * COLOUR -> COLOR). Listed word stems rather than general "-ise"/"-our" rules: "advise", "surprise",
 * "hour" and "tour" stay as they are.
 */
const AMERICAN: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(col|multicol|fav|hon|behavi|neighb|flav|hum|lab|harb|rum|vap|arm|endeav|od|parl|savi|sav)our/gi,
    '$1or',
  ],
  [
    /\b(personal|custom|organ|recogn|real|optim|apolog|summar|minim|maxim|final|visual|memor|author|categor|priorit|synchron|item|standard|normal|local|special|util|emphas|capital|character|critic|familiar|symbol|sympath)is(e|ed|es|ing|ation|ations|able)\b/gi,
    '$1iz$2',
  ],
  [/\b(anal|paral|catal)ys(e|ed|es|ing)\b/gi, '$1yz$2'],
  [/\b((?:milli|centi|kilo)?met|cent|lit|theat|fib|calib|somb|spect|lust|meag)re(s?)\b/gi, '$1er$2'],
  [/\b(cent)r(ed|ing)\b/gi, '$1er$2'],
  [/\b(cancel|travel|label|model|fuel|level|signal|counsel|marvel|channel)l(ed|ing|er|ers)\b/gi, '$1$2'],
  [/\bgrey/gi, 'gray'],
  [/\bmatt\b/gi, 'matte'],
  [/\bcatalogue(s?)\b/gi, 'catalog$1'],
  [/\bjewellery\b/gi, 'jewelry'],
  [/\baluminium\b/gi, 'aluminum'],
  [/\bprogramme(s?)\b/gi, 'program$1'],
  [/\b(licen|defen|offen)ce(s?)\b/gi, '$1se$2'],
  [/\benquir/gi, 'inquir'],
  [/\bfulfil(s?|ment)\b/gi, 'fulfill$1'],
  [/\binstalment(s?)\b/gi, 'installment$1'],
  [/\bmould/gi, 'mold'],
  // Words, not spellings, that an American reads differently: "Mum" is "Mom", and a British
  // "holiday" (a trip) is a "vacation" (an American holiday is a public one, which stays).
  [/\bmum(s?)\b/gi, 'mom$1'],
  [/\b(?<!(?:bank|public|national|federal|school|Christmas)\s)holiday(s?)\b/gi, 'vacation$1'],
]

/** A path, URL, key or slug ("premium-matt", "/us/colour-prints"): left alone, links must keep working. */
const NOT_PROSE = /^(?:\/|#|(?:https?|mailto|tel|data):)|^(?=\S*(?:[/_=?&#]|\w[-.]\w))\S*$/i

/** Not inside an ICU argument: "{colour} screw" keeps the name the code passes. */
const GUARDED = AMERICAN.map(
  ([pattern, replacement]) =>
    [new RegExp(`(?<!\\{\\s*)(?:${pattern.source})`, pattern.flags), replacement] as const,
)
/** One test that most strings fail, so a whole CMS page costs one regex per text, not one per rule. */
const ANY_BRITISH = new RegExp(AMERICAN.map(([pattern]) => pattern.source).join('|'), 'i')

function keepCase(original: string, replaced: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replaced.toUpperCase()
  const first = original.charAt(0)
  return first !== first.toLowerCase() ? replaced.charAt(0).toUpperCase() + replaced.slice(1) : replaced
}

function americanSpelling(text: string): string {
  if (!ANY_BRITISH.test(text) || NOT_PROSE.test(text)) return text
  let out = text
  for (const [pattern, replacement] of GUARDED) {
    out = out.replace(pattern, (match: string, ...groups: unknown[]) =>
      keepCase(
        match,
        replacement.replace(/\$(\d)/g, (_, n: string) => {
          const group = groups[Number(n) - 1]
          return typeof group === 'string' ? group : ''
        }),
      ),
    )
  }
  return out
}

/** Whether regionalSpelling changes anything in this locale (callers skip walking whole trees). */
export function hasRegionalSpelling(locale: LocaleCode): boolean {
  return locale === 'de-CH' || locale === 'en-US'
}

/**
 * Regional spelling applied to every text shown in a locale, whether it comes from the message
 * files, the CMS or the catalogue: Swiss German has no "ß" and writes "ss"; American English writes
 * "color" where the borrowed en-GB text says "colour".
 */
export function regionalSpelling(text: string, locale: LocaleCode): string {
  if (locale === 'de-CH') return text.replaceAll('ß', 'ss')
  if (locale === 'en-US') return americanSpelling(text)
  return text
}
