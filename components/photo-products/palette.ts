/** Preview colours come from the catalogue (or an external backend): only #rrggbb passes. */
const HEX = /^#[0-9a-fA-F]{6}$/
const FALLBACK = ['#f5f5f4', '#525252', '#a3a3a3'] as const

export function safePalette(palette: readonly string[]): readonly [string, string, string] {
  const pick = (i: 0 | 1 | 2) => {
    const colour = palette[i]
    return colour !== undefined && HEX.test(colour) ? colour : FALLBACK[i]
  }
  return [pick(0), pick(1), pick(2)]
}
