import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { consentText } from '@/lib/shop/newsletter/consent'
import { LazyAccountForm } from '@/components/account/lazy-account-form'
import { formMessages } from '@/components/account/form-messages'
import type { FormField } from '@/components/account/form-types'

/**
 * The newsletter form of spec section 3 (email required; first name, last name, birthday, wedding date
 * optional; the consent statement as a required tick box). Server-rendered: the same form sits inline,
 * in the drawer and in the pop-up. `idPrefix` keeps field ids unique when two copies share a page.
 */
export async function NewsletterSignup({
  ctx,
  headingLevel = 'h2',
  headingId,
}: {
  ctx: Pick<ShopContext, 'brand' | 'locale'>
  headingLevel?: 'h2' | 'h3'
  headingId?: string
}) {
  const t = await getTranslations('Newsletter')
  const Heading = headingLevel
  const optional = (
    name: string,
    label: string,
    type: FormField['type'],
    autoComplete?: string,
  ): FormField => ({
    name,
    label,
    type,
    autoComplete,
  })
  return (
    <div>
      <Heading id={headingId}>{t('headline')}</Heading>
      <p>{t('text')}</p>
      <LazyAccountForm
        endpoint="/web-api/newsletter-subscribe"
        fields={[
          { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true },
          optional('firstName', t('firstName'), 'text', 'given-name'),
          optional('lastName', t('lastName'), 'text', 'family-name'),
          optional('birthday', t('birthday'), 'date', 'bday'),
          optional('weddingDate', t('weddingDate'), 'date'),
          { name: 'consent', label: consentText(ctx.brand, ctx.locale), type: 'checkbox', required: true },
        ]}
        submitLabel={t('submit')}
        messages={{ ...(await formMessages()), invalidEmail: t('invalidEmail'), error: t('error') }}
        success={{ kind: 'message', text: t('sent') }}
        testId="newsletter-form"
      />
    </div>
  )
}
