/**
 * Labels that name a design ("Blumenwiese auf den Merkzettel"), one per tile: the message is
 * formatted once with this slot for the name, then the name is put in per tile. The slot is a
 * private-use character, which no design name contains, and ICU leaves argument values untouched,
 * so the result equals formatting the message with each name.
 */
export const NAME_SLOT = '\uE000'

/** The label for any name, from a message formatted with NAME_SLOT as the name. */
export function namedLabel(formatted: string): (name: string) => string {
  const at = formatted.indexOf(NAME_SLOT)
  if (at < 0) return () => formatted
  const before = formatted.slice(0, at)
  const after = formatted.slice(at + NAME_SLOT.length)
  return (name) => before + name + after
}
