import 'server-only'
import { getLocale, getTranslations } from 'next-intl/server'
import { isShopLocaleCode } from '@/lib/config/stored-values'
import { newsletterVoucherAmountText } from '@/lib/shop/customers/newsletter/voucher-amount'
import type { ResponseTexts } from './newsletter-response'

export async function responseTexts(): Promise<ResponseTexts> {
  const t = await getTranslations('Newsletter')
  const locale = await getLocale()
  const amount = newsletterVoucherAmountText(isShopLocaleCode(locale) ? locale : 'de-DE')
  return {
    confirmedHeadline: t('response.confirmedHeadline'),
    confirmed: t('response.confirmed', { amount }),
    alreadyHeadline: t('response.alreadyHeadline'),
    already: t('response.already'),
    invalidHeadline: t('response.invalidHeadline'),
    invalid: t('response.invalid'),
    unsubscribedHeadline: t('response.unsubscribedHeadline'),
    unsubscribed: t('response.unsubscribed'),
    toShop: t('response.toShop'),
    submit: t('unsubscribe.submit'),
  }
}
