import type { RefinementKey } from './catalog'

type Cmyk = readonly [number, number, number, number]

/**
 * What each card refinement is on the press and on screen (ADR 0082). `separation` names the spot
 * colour the print shop's RIP turns into the foil or varnish plate; `alternate` is how a viewer
 * without that plate shows it (CMYK, 0..1). `preview` is the metallic gradient (dark, light, dark)
 * the design tool and the previews paint refined elements with, so the shopper sees what is foiled.
 */
export const REFINEMENT_INKS = {
  gold: {
    separation: 'Foil_Gold',
    alternate: [0, 0.25, 0.7, 0.25],
    preview: ['#9c7a2f', '#f1dc93', '#b38b36'],
  },
  rosegold: {
    separation: 'Foil_RoseGold',
    alternate: [0, 0.35, 0.35, 0.1],
    preview: ['#a8685a', '#f3c9b8', '#b7776a'],
  },
  silver: {
    separation: 'Foil_Silver',
    alternate: [0, 0, 0, 0.35],
    preview: ['#8a8d92', '#f0f1f3', '#9a9ea4'],
  },
  relief: {
    separation: 'Relief_Varnish',
    alternate: [0.15, 0, 0, 0],
    preview: ['#c9ced6', '#ffffff', '#d3d8df'],
  },
} as const satisfies Record<
  Exclude<RefinementKey, 'none'>,
  { separation: string; alternate: Cmyk; preview: readonly [string, string, string] }
>

export type RefinementInk = (typeof REFINEMENT_INKS)[keyof typeof REFINEMENT_INKS]

/** The ink of a line's refinement; none for 'none', an unknown key or no refinement at all. */
export function refinementInk(refinement: string | null | undefined): RefinementInk | null {
  if (!refinement || refinement === 'none' || !Object.hasOwn(REFINEMENT_INKS, refinement)) return null
  return REFINEMENT_INKS[refinement as keyof typeof REFINEMENT_INKS]
}
