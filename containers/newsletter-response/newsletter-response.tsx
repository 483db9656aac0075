import { z } from 'zod'
import { responseTexts } from '@/components/newsletter/response-texts'
import { defineContainer, type ContainerContext } from '../types'
import { NewsletterResponseLazy } from './newsletter-response-lazy'

/** No CMS fields: the copy lives in locales/account (Newsletter). */
type NoData = Record<string, never>

/**
 * Spec: "newsletter response" container. Placed on the CMS page the confirmation link points to, it
 * confirms the token in the URL and shows the result; it has no CMS fields of its own.
 */
export const newsletterResponse = defineContainer({
  schema: z.object({}),
  transform: (): NoData => ({}),
  Component: async (_props: { data: NoData; ctx: ContainerContext }) => (
    <section className="container" data-container="newsletter_response">
      <NewsletterResponseLazy action="confirm" texts={await responseTexts()} />
    </section>
  ),
})
