import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { ResponseTexts } from './newsletter-response'

export async function responseTexts(): Promise<ResponseTexts> {
  const t = await getTranslations('Newsletter')
  return {
    confirmedHeadline: t('response.confirmedHeadline'),
    confirmed: t('response.confirmed'),
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
