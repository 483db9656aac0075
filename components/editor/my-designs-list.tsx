import { NextIntlClientProvider } from 'next-intl'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { MyDesign } from '@/lib/api/editor/my-designs'
import { messagesFor } from '@/lib/i18n/messages'
import { AccountDesigns } from '@/components/account/account-designs'

/**
 * The visitor's saved designs beside the design tool: the same list and rows as the account's
 * "Meine Designs" (thumbnail, rename, duplicate, delete, open), so both stay one piece of UI.
 */
export function MyDesignsList({
  items,
  editorHref,
  locale,
}: {
  items: MyDesign[]
  editorHref: string
  locale: ShopLocaleCode
}) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        AccountDesigns: messagesFor(locale).AccountDesigns,
        DesignApproval: messagesFor(locale).DesignApproval,
        Editor: { pages: messagesFor(locale).Editor.pages },
      }}
      timeZone="Europe/Berlin"
    >
      <AccountDesigns items={items} editorHref={editorHref} />
    </NextIntlClientProvider>
  )
}
