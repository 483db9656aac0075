import { z } from 'zod'
import { RichText, richTextSchema } from '@/lib/cms/rich-text'
import { defineContainer } from '../types'
import styles from './text-page.module.css'

/** A page of running text (legal pages, shipping information): optional headline, rich-text body. */
export const textPageSchema = z.object({
  headline: z.string().trim().default(''),
  body: richTextSchema.optional(),
})
type TextPageData = z.output<typeof textPageSchema>

export const textPage = defineContainer({
  schema: textPageSchema,
  transform: (data) => (data.headline || data.body?.content?.length ? data : null),
  Component: ({ data }: { data: TextPageData }) => (
    <article className={`container ${styles.page}`} data-container="text_page">
      {data.headline && <h1>{data.headline}</h1>}
      {data.body && <RichText doc={data.body} />}
    </article>
  ),
})
