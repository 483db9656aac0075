import type { ShopContext } from '@/lib/context/shop-context'
import { newsletterFormContent } from './newsletter-form-content'
import { NewsletterFormLazy } from './newsletter-form-lazy'

/** The inline form, server-rendered, its script loaded apart. `headingId` labels its section. */
export async function NewsletterSignup({
  ctx,
  headingLevel = 'h2',
  headingId,
}: {
  ctx: Pick<ShopContext, 'brand' | 'locale'>
  headingLevel?: 'h2' | 'h3'
  headingId?: string
}) {
  const { headline, text, form } = await newsletterFormContent(ctx)
  const Heading = headingLevel
  return (
    <div>
      <Heading id={headingId}>{headline}</Heading>
      <p>{text}</p>
      <NewsletterFormLazy {...form} />
    </div>
  )
}
