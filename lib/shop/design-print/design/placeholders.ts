/**
 * Mail-merge fields in text: `{{Vorname}}`, `{{ Straße und Nr }}`, `{{PLZ-Ort}}`.
 *
 * Rules (the editor's help text repeats them):
 * - A name is letters (any script, so ä ö ü ß é work), digits, spaces and dashes, at most
 *   MAX_NAME_LENGTH characters, starting with a letter or digit. Spaces inside the braces around
 *   the name are ignored.
 * - Names match columns case-insensitively (ß = ss) and with runs of spaces collapsed, because
 *   customers type spreadsheet headers by hand: `{{vorname}}` takes the column "Vorname ".
 * - `\{{` is a literal `{{`. Before `{{`, `\\` is one literal backslash (the Handlebars rule), so
 *   `\\{{Vorname}}` prints a backslash and the name. Backslashes anywhere else are plain text.
 * - Anything else that starts with `{{` but is not a valid field (`{{}}`, `{{a<b}}`) stays as typed.
 * - Values are inserted verbatim and never scanned again, so a guest called "{{Vorname}}" cannot
 *   pull in another column.
 */

export const MAX_NAME_LENGTH = 40
const NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} -]*$/u

export type PlaceholderSegment =
  { kind: 'text'; text: string } | { kind: 'placeholder'; name: string; key: string }

/**
 * The comparison form of a name: trimmed, single spaces, NFC, case-folded. Upper-casing first folds
 * ß to ss, so `{{STRASSE}}` finds the column "Straße" as a German reader would expect.
 */
export function placeholderKey(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleUpperCase('de-DE')
    .toLocaleLowerCase('de-DE')
}

/** Only spaces pad a name; a tab or newline inside braces means it was not meant as a field. */
const trimSpaces = (name: string) => name.replace(/^ +| +$/g, '')

export function isValidPlaceholderName(name: string): boolean {
  const trimmed = trimSpaces(name)
  return trimmed.length <= MAX_NAME_LENGTH && NAME.test(trimmed)
}

export function parsePlaceholders(text: string): PlaceholderSegment[] {
  const segments: PlaceholderSegment[] = []
  let literal = ''
  let i = 0
  while (i < text.length) {
    if (text[i] === '\\') {
      let n = 0
      while (text[i + n] === '\\') n++
      if (!text.startsWith('{{', i + n)) {
        literal += text.slice(i, i + n)
        i += n
        continue
      }
      literal += '\\'.repeat(Math.floor(n / 2))
      i += n
      if (n % 2 === 1) {
        literal += '{{'
        i += 2
      }
      continue
    }
    if (text.startsWith('{{', i)) {
      // Bounded look-ahead keeps a text full of "{{" linear instead of quadratic.
      const window = text.slice(i + 2, i + 4 + MAX_NAME_LENGTH * 2)
      const end = window.indexOf('}}')
      const inner = end === -1 ? '' : window.slice(0, end)
      if (end !== -1 && isValidPlaceholderName(inner)) {
        if (literal) segments.push({ kind: 'text', text: literal })
        literal = ''
        const name = trimSpaces(inner).replace(/ +/g, ' ')
        segments.push({ kind: 'placeholder', name, key: placeholderKey(name) })
        i += 2 + end + 2
        continue
      }
    }
    literal += text[i]
    i++
  }
  if (literal) segments.push({ kind: 'text', text: literal })
  return segments
}

/** Distinct field names in order of first use, spelled as first written. */
export function findPlaceholders(text: string): string[] {
  const seen = new Map<string, string>()
  for (const segment of parsePlaceholders(text)) {
    if (segment.kind === 'placeholder' && !seen.has(segment.key)) seen.set(segment.key, segment.name)
  }
  return [...seen.values()]
}

export type SubstituteOptions = {
  /**
   * What a field without a value becomes. 'keep' (default) prints `{{Name}}` so a proof shows the
   * gap; 'empty' is for the final print of a row where the customer accepted blanks.
   */
  missing?: 'keep' | 'empty'
}
export type Substitution = { text: string; missing: string[]; used: string[] }

/** Fills the fields of `text` from `values` (one guest-list row: column name → cell). */
export function substitutePlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  options: SubstituteOptions = {},
): Substitution {
  const columns = columnsByKey(values)
  const missing = new Map<string, string>()
  const used = new Set<string>()
  let out = ''
  for (const segment of parsePlaceholders(text)) {
    if (segment.kind === 'text') {
      out += segment.text
      continue
    }
    const column = columns.get(segment.key)
    if (column === undefined) {
      if (!missing.has(segment.key)) missing.set(segment.key, segment.name)
      if (options.missing !== 'empty') out += `{{${segment.name}}}`
      continue
    }
    used.add(column)
    out += values[column] ?? ''
  }
  return { text: out, missing: [...missing.values()], used: [...used] }
}

/** Column key → column name; the first of two columns that differ only in case or spaces wins. */
export function columnsByKey(values: Readonly<Record<string, string>>): Map<string, string> {
  const columns = new Map<string, string>()
  for (const column of Object.keys(values)) {
    const key = placeholderKey(column)
    if (!columns.has(key)) columns.set(key, column)
  }
  return columns
}

/**
 * Makes text print exactly as given: `{{` becomes `\{{` and backslashes in front of `{{` are
 * doubled. Meant for a whole text; a literal ending in a backslash that is then followed by a field
 * needs that backslash doubled by the caller.
 */
export function escapePlaceholderSyntax(text: string): string {
  return text.replace(/(\\*)\{\{/g, (_match, slashes: string) => `${slashes}${slashes}\\{{`)
}
