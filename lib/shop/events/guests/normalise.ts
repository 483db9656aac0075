/**
 * Comparison keys for duplicate detection and member matching (issue 31 point 3): "Müller",
 * "MUELLER" and " müller " are one name to a person, as are "Straße"/"Strasse" and "Zoë"/"Zoe".
 */
export function normaliseKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

type Named = { firstName: string; lastName: string }

export const memberKey = (m: Named) => normaliseKey(`${m.firstName} ${m.lastName}`)

export const sameMember = (a: Named, b: Named) => memberKey(a) === memberKey(b)
