import type { ShopContext } from '@/lib/context/shop-context'
import { AccountForm } from '@/components/account/account-form'
import { newsletterFormContent } from './newsletter-form-content'

/** The inline form, server-rendered. `headingId` labels the section it sits in. */
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
      <AccountForm {...form} />
    </div>
  )
}
