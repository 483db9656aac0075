import type { ReactNode } from 'react'
import { z } from 'zod'
import { blokSchema, type Blok } from '@/lib/cms/types'
import { defineContainer, type ContainerContext } from '../types'

/**
 * A/B test wrapper: an editor gives each variant a name and its bloks, and names the default.
 *
 * `chooseVariant` is the one place that decides which variant a visitor sees: the variant named like
 * the visitor's treatment of `flagName`, else the default (control, off without such a variant, an
 * unknown treatment, crawlers). The treatment comes from the rendering's context: the proxy routes
 * visitors in a content experiment to a cached rendering per assignment (lib/flags/content-assignment),
 * so the variant is in the server's HTML and nothing shifts after load.
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
    transform: (input, ctx) => chooseVariant(input, ctx.treatments?.[input.flagName]),
    Component: ({ data, ctx }: { data: AbTestData; ctx: ContainerContext }) => (
      <div
        data-container="ab_test"
        data-flag={data.flagName || undefined}
        data-variant={data.variant}
        style={{ display: 'contents' }}
      >
        <Bloks bloks={data.body} ctx={ctx} />
      </div>
    ),
  })
}
