import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { NewsletterOverlay } from './newsletter-overlay'
import { newsletterFormContent } from './newsletter-form-content'

/** Drawer and pop-up for the web variant's layout (the root layout leaves it out for /d). */
export async function NewsletterLayer({ ctx }: { ctx: ShopContext }) {
  const t = await getTranslations('Newsletter')
  return (
    <NewsletterOverlay
      labels={{ open: t('openDrawer'), close: t('close'), dialog: t('popupLabel') }}
      content={await newsletterFormContent(ctx)}
    />
  )
}
