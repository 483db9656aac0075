import { z } from 'zod'

/** Spec: page headline container fields and defaults (section 3, "Teasers and content blocks"). */
export const pageHeadlineSchema = z.object({
  headline: z.string().trim().default(''),
  headlineType: z.enum(['h1', 'h2', 'h3', 'p']).default('h2'),
  subline: z.string().trim().default(''),
  teaser: z.string().trim().default(''),
  variant: z.enum(['primary', 'secondary']).default('primary'),
  hideComponentOnMobile: z.boolean().default(false),
  hideHeadlineOnDesktop: z.boolean().default(false),
  hideHeadlineOnMobile: z.boolean().default(false),
  preventHideHeadline: z.boolean().default(false),
})
export type PageHeadlineData = z.output<typeof pageHeadlineSchema>
