import { z } from 'zod'
import { getTranslations } from 'next-intl/server'
import { supportContact } from '@/lib/context/support'
import { Icon } from '@/components/ui/icon'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Support hours and the contact data of the page's country. The data comes from configuration, not
 * from the story, so the card renders even when the editor only placed it (forceRender).
 */
export const contactCardSchema = z.object({ headline: z.string().trim().default('') })
type ContactCardData = { headline: string }

async function ContactCard({ data, ctx }: { data: ContactCardData; ctx: ContainerContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Footer' })
  const contact = supportContact(ctx.brand, ctx.localeSegment)
  return (
    <section className="container" data-container="contact_card" style={{ padding: '16px' }}>
      <h2>{data.headline || t('supportTitle')}</h2>
      <p>
        <strong>{t('hours')}</strong>
        <br />
        {t('hoursNote')}
      </p>
      <p style={{ display: 'grid', gap: 8 }}>
        <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} style={{ display: 'inline-flex', gap: 8 }}>
          <Icon name="phone" size={18} /> {contact.phone}
        </a>
        <a href={`mailto:${contact.email}`} style={{ display: 'inline-flex', gap: 8 }}>
          <Icon name="mail" size={18} /> {contact.email}
        </a>
      </p>
    </section>
  )
}

export const contactCard = defineContainer({
  schema: contactCardSchema,
  transform: (data) => data,
  forceRender: true,
  Component: ContactCard,
})
