import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { Icon } from '@/components/ui/icon'
import { bloks, text } from '../shared/fields'
import { defineContainer, type ContainerContext } from '../types'
import styles from './review-block.module.css'

/**
 * The customer-reviews section (spec: "5k+ excellent reviews"): the overall score and a few reviews
 * the editors picked. Without a score or any review there is nothing to show.
 */
const rating = z.number().min(1).max(5)

export const reviewBlockSchema = z.object({
  headline: text,
  score: rating.optional(),
  count: z.number().int().min(0).optional(),
  reviews: bloks({ author: text, text, rating: rating.default(5), context: text }, 12),
})

interface Review {
  author: string
  text: string
  rating: number
  context: string
}
interface ReviewBlockData {
  headline: string
  score?: number
  count?: number
  reviews: Review[]
}

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= Math.round(value) ? styles.on : styles.off}>
          <Icon name="star" size={18} />
        </span>
      ))}
    </span>
  )
}

async function ReviewBlock({ data, ctx }: { data: ReviewBlockData; ctx: ContainerContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Content.reviews' })
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(ctx.locale, { maximumFractionDigits: digits }).format(n)
  return (
    <section className={`container ${styles.root}`} data-container="review_block">
      {data.headline && <h2>{data.headline}</h2>}
      {data.score !== undefined && data.count !== undefined && (
        <p className={styles.summary}>
          <Stars value={data.score} label={t('stars', { rating: number(data.score, 1) })} />
          <span>{t('summary', { score: number(data.score, 1), count: number(data.count) })}</span>
        </p>
      )}
      <ul className={styles.list}>
        {data.reviews.map((review) => (
          <li key={review.author + review.text.slice(0, 20)} className={styles.review}>
            <Stars value={review.rating} label={t('stars', { rating: number(review.rating) })} />
            <blockquote className={styles.quote}>
              <p>{review.text}</p>
            </blockquote>
            <p className={styles.author}>
              {review.author}
              {review.context && <span> · {review.context}</span>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const reviewBlock = defineContainer({
  schema: reviewBlockSchema,
  transform: ({ headline, score, count, reviews }): ReviewBlockData | null => {
    const kept = reviews.filter((r) => r.author && r.text)
    if (!kept.length && (score === undefined || count === undefined)) return null
    return {
      headline,
      score,
      count,
      reviews: kept.map(({ author, text, rating, context }) => ({ author, text, rating, context })),
    }
  },
  Component: ReviewBlock,
})
