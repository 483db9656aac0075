import { z } from 'zod'
import { bloks, text } from '../shared/fields'
import { defineContainer } from '../types'
import styles from './quotes-category.module.css'

/**
 * Quotes category: sayings and wording ideas for one occasion ("Sprüche zur Hochzeit"), for customers
 * to copy into their card. Each quote needs its text; the source is optional.
 */
export const quotesCategorySchema = z.object({
  headline: text,
  intro: text,
  quotes: bloks({ text, source: text }, 60),
})
type Quote = { text: string; source: string }
type QuotesData = { headline: string; intro: string; quotes: Quote[] }

export const quotesCategory = defineContainer({
  schema: quotesCategorySchema,
  transform: ({ headline, intro, quotes }): QuotesData | null => {
    const kept = quotes.filter((q) => q.text).map((q) => ({ text: q.text, source: q.source }))
    return kept.length ? { headline, intro, quotes: kept } : null
  },
  Component: ({ data }: { data: QuotesData }) => (
    <section className={`container ${styles.root}`} data-container="quotes_category">
      {data.headline && <h2>{data.headline}</h2>}
      {data.intro && <p>{data.intro}</p>}
      <ul className={styles.list}>
        {data.quotes.map((q) => (
          <li key={q.text}>
            <figure className={styles.quote}>
              <blockquote>
                <p>{q.text}</p>
              </blockquote>
              {q.source && <figcaption>{q.source}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  ),
})
