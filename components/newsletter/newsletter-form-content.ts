import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { consentText } from '@/lib/shop/customers/newsletter/consent'
import { newsletterVoucherAmountText } from '@/lib/shop/customers/newsletter/voucher-amount'
import { formMessages } from '@/components/account/form-messages'
import type { FormField, FormMessages, FormSuccess } from '@/components/account/form-types'

/** What the newsletter form shows: heading, text and the props of the account form. */
export interface NewsletterFormContent {
  headline: string
  text: string
  form: {
    endpoint: string
    fields: FormField[]
    submitLabel: string
    messages: FormMessages
    success: FormSuccess
    testId: string
  }
}

/**
 * The newsletter form of spec section 3 (email required; first name, last name, birthday, wedding date
 * optional; the consent statement as a required tick box), the same inline, in the drawer and in the
 * pop-up.
 */
export async function newsletterFormContent(
  ctx: Pick<ShopContext, 'brand' | 'locale'>,
): Promise<NewsletterFormContent> {
  const t = await getTranslations('Newsletter')
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
  return {
    // The voucher in the shop's currency as the shop writes money: "5 €", "CHF 5", "$5" (issue 27).
    headline: t('headline', { amount: newsletterVoucherAmountText(ctx.locale) }),
    text: t('text', { amount: newsletterVoucherAmountText(ctx.locale) }),
    form: {
      endpoint: '/web-api/newsletter-subscribe',
      fields: [
        { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true },
        optional('firstName', t('firstName'), 'text', 'given-name'),
        optional('lastName', t('lastName'), 'text', 'family-name'),
        optional('birthday', t('birthday'), 'date', 'bday'),
        optional('weddingDate', t('weddingDate'), 'date'),
        { name: 'consent', label: consentText(ctx.brand, ctx.locale), type: 'checkbox', required: true },
      ],
      submitLabel: t('submit'),
      messages: { ...(await formMessages()), invalidEmail: t('invalidEmail'), error: t('error') },
      success: { kind: 'message', text: t('sent') },
      testId: 'newsletter-form',
    },
  }
}
