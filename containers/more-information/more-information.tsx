import { z } from 'zod'
import { RichText, richTextSchema } from '@/lib/cms/rich-text'
import { text } from '../shared/fields'
import { messagesFor } from '@/lib/i18n/messages'
import { defineContainer, type ContainerContext } from '../types'
import styles from './more-information.module.css'

/**
 * More information: a short, always visible lead and the longer rich text behind a disclosure whose
 * label the editor writes ("Mehr über unsere Papiere"). Native <details>: keyboard and screen-reader
 * friendly, and the text stays in the HTML for search engines.
 */
export const moreInformationSchema = z.object({
  headline: text,
  lead: text,
  label: text,
  body: richTextSchema.optional(),
})
type MoreInformationData = z.output<typeof moreInformationSchema> & { hasBody: boolean }

export const moreInformation = defineContainer({
  schema: moreInformationSchema,
  transform: (data): MoreInformationData | null => {
    const hasBody = Boolean(data.body?.content?.length)
    return data.headline || data.lead || hasBody ? { ...data, hasBody } : null
  },
  Component: ({ data, ctx }: { data: MoreInformationData; ctx: ContainerContext }) => (
    <section className={`container ${styles.root}`} data-container="more_information">
      {data.headline && <h2>{data.headline}</h2>}
      {data.lead && <p>{data.lead}</p>}
      {data.hasBody && data.body && (
        <details className={styles.details}>
          <summary className={styles.summary}>
            {data.label || messagesFor(ctx.locale).Content.dialog.more}
          </summary>
          <div className={styles.body}>
            <RichText doc={data.body} />
          </div>
        </details>
      )}
    </section>
  ),
})
