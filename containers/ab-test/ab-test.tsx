import type { ReactNode } from 'react'
import { z } from 'zod'
import { blokSchema, type Blok } from '@/lib/cms/types'
import { defineContainer, type ContainerContext } from '../types'

/**
 * A/B test wrapper: an editor gives each variant a name and its bloks, and names the default.
 *
 * The seam for feature flags: `chooseVariant` is the one place that decides which variant a visitor
 * sees. Until the flag client exists (issue 9) it answers the default variant, so every visitor and
 * every crawler sees the same page; the flag client will pass the visitor's treatment for
 * `flagName` here, falling back to the default for "control" or an unknown treatment.
 */
export const abTestSchema = z.object({
  flagName: z.string().trim().default(''),
  defaultVariant: z.string().trim().default(''),
  variants: z
    .array(
      z
        .object({ name: z.string().trim().min(1), body: z.array(blokSchema).default([]) })
        .catchall(z.unknown()),
    )
    .max(5)
    .default([]),
})
type AbTestInput = z.output<typeof abTestSchema>
type AbTestData = { flagName: string; variant: string; body: Blok[] }

export function chooseVariant(input: AbTestInput, treatment?: string): AbTestData | null {
  const byName = (name: string) => input.variants.find((v) => v.name === name)
  const chosen = (treatment && byName(treatment)) || byName(input.defaultVariant) || input.variants[0]
  return chosen && chosen.body.length
    ? { flagName: input.flagName, variant: chosen.name, body: chosen.body }
    : null
}

type BloksRenderer = (props: { bloks: readonly Blok[]; ctx: ContainerContext }) => ReactNode

/**
 * The registry passes in the renderer of nested bloks: importing it here would make this module and
 * the registry import each other, and whichever loads first would see the other half-initialised.
 */
export function abTestContainer(Bloks: BloksRenderer) {
  return defineContainer({
    schema: abTestSchema,
    transform: (input) => chooseVariant(input),
    Component: ({ data, ctx }: { data: AbTestData; ctx: ContainerContext }) => (
      <div data-container="ab_test" data-flag={data.flagName || undefined} data-variant={data.variant}>
        <Bloks bloks={data.body} ctx={ctx} />
      </div>
    ),
  })
}
