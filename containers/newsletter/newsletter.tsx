import Link from 'next/link'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { Icon } from '@/components/ui/icon'
import { link, text } from '../shared/fields'
import { defineContainer, type ContainerContext } from '../types'
import styles from './newsletter.module.css'

/**
 * The newsletter teaser: a headline, a line about the first-order voucher and a link to where the
 * sign-up form is (the form itself belongs to the newsletter feature, not to this teaser). Without a
 * link and its label there is nothing to do, so nothing renders.
 */
export const newsletterSchema = z.object({ headline: text, text, buttonText: text, url: link })
type NewsletterData = { headline: string; text: string; buttonText: string; href: string }

function Newsletter({ data }: { data: NewsletterData }) {
  return (
    <section className={styles.root} data-container="newsletter">
      <div className={`container ${styles.inner}`}>
        <span className={styles.icon}>
          <Icon name="mail" size={32} />
        </span>
        <div className={styles.text}>
          {data.headline && <h2>{data.headline}</h2>}
          {data.text && <p>{data.text}</p>}
        </div>
        <Link className="button" href={data.href}>
          {data.buttonText}
        </Link>
      </div>
    </section>
  )
}

export const newsletter = defineContainer({
  schema: newsletterSchema,
  transform: ({ headline, text, buttonText, url }, ctx: ContainerContext): NewsletterData | null => {
    const href = localHref(ctx, url)
    return href && buttonText ? { headline, text, buttonText, href } : null
  },
  Component: Newsletter,
})
