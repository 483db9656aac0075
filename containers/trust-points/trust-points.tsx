import { z } from 'zod'
import { TrustPoints } from '@/components/home/trust-points'
import { defineContainer, type ContainerContext } from '../types'

/**
 * The trust-points bar (spec: items taken from translations by position). The story only places it,
 * so it has no fields of its own and renders whenever it is placed.
 */
export const trustPointsSchema = z.object({})

export const trustPoints = defineContainer({
  schema: trustPointsSchema,
  // Nothing to transform (typed as an empty record: a bare null would collapse the registry's prop types).
  transform: (): Record<string, never> | null => null,
  forceRender: true,
  Component: ({ ctx }: { ctx: ContainerContext }) => <TrustPoints brand={ctx.brand} locale={ctx.locale} />,
})
