import { getTranslations } from 'next-intl/server'
import type { AccountOrderDetail } from '@/lib/shop/sales/orders/account-orders'
import { REVIEW_LIMITS } from '@/lib/model/reviews'
import account from '../account.module.css'
import { ReviewForm, type ReviewFormTexts } from './review-form'
import styles from './orders.module.css'

/** A delivered order's lines to review: a form per line not yet reviewed, a note for the others. */
export async function OrderReviews({ detail }: { detail: AccountOrderDetail }) {
  const reviews = detail.reviews?.filter((r) => r.reviewable)
  if (!reviews?.length) return null
  const t = await getTranslations('Reviews')
  const { order } = detail
  return (
    <section className={account.section} aria-labelledby="order-reviews">
      <h2 id="order-reviews">{t('formHeading')}</h2>
      {reviews.map((r) => {
        const product = order.lines[r.position]?.name ?? ''
        const texts: ReviewFormTexts = {
          intro: t('formIntro', { product }),
          ratingLabel: t('ratingLabel'),
          starOptions: [1, 2, 3, 4, 5].map((count) => t('starOption', { count })),
          titleLabel: t('titleLabel'),
          textLabel: t('textLabel'),
          submit: t('submit'),
          sending: t('sending'),
          thanks: t('thanks'),
          failed: t('failed'),
          ratingMissing: t('ratingMissing'),
        }
        return (
          <div key={r.position} className={styles.review}>
            {r.review ? (
              <p data-testid={`reviewed-${r.position}`}>
                {t('reviewed', { product, rating: r.review.rating })}
              </p>
            ) : (
              <ReviewForm
                orderNumber={order.number}
                line={r.position}
                limits={{ title: REVIEW_LIMITS.title, text: REVIEW_LIMITS.text }}
                texts={texts}
              />
            )}
          </div>
        )
      })}
    </section>
  )
}
