import { z } from 'zod'
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup'
import { defineContainer, type ContainerContext } from '../types'

/** No CMS fields: the copy lives in locales/account (Newsletter). */
type NoData = Record<string, never>

/** Spec: "newsletter" container: the inline form; the copy comes from locales/account (Newsletter). */
export const newsletter = defineContainer({
  schema: z.object({}),
  transform: (): NoData => ({}),
  Component: ({ ctx }: { data: NoData; ctx: ContainerContext }) => (
    <section className="container" data-container="newsletter" style={{ padding: '32px 16px' }}>
      <NewsletterSignup ctx={ctx} />
    </section>
  ),
})
