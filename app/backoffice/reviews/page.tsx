import { Messages, StaffHeader } from '@/components/backoffice/staff-header'
import { ReviewImportForm } from '@/components/backoffice/review-import-form'
import { ReviewTable } from '@/components/backoffice/review-table'
import { staffReviews } from '@/lib/api/pages/backoffice'
import { BACKOFFICE_PATH, requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { errorText, fill, noticeText, T } from '@/lib/backoffice/texts'
import { REVIEW_STATUSES } from '@/lib/model/reviews'
import { parseReviewStatus } from '@/lib/shop/catalogue/reviews/moderation'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.reviews.heading }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** Reviews: import a provider's export, and publish or reject what waits (or was decided before). */
export default async function ReviewsPage({ searchParams }: { searchParams: Search }) {
  const session = await requireStaffFor('moderateReviews')
  const search = await searchParams
  const status = parseReviewStatus(one(search.status))
  const { reviews, total } = await staffReviews(status)
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{T.reviews.heading}</h1>
        <Messages notice={noticeText(one(search.notice))} error={errorText(one(search.error))} />
        <section className="bo-card" aria-labelledby="review-import-heading">
          <h2 id="review-import-heading">{T.reviews.importHeading}</h2>
          <p className="bo-muted">{T.reviews.importIntro}</p>
          <ReviewImportForm
            texts={{ file: T.reviews.file, submit: T.reviews.importSubmit, row: T.reviews.row }}
          />
        </section>
        <section className="bo-card" aria-label={T.reviews.heading}>
          <nav className="bo-tabs" aria-label={T.reviews.heading}>
            {REVIEW_STATUSES.map((s) => (
              <a
                key={s}
                href={`${BACKOFFICE_PATH}/reviews?status=${s}`}
                aria-current={s === status ? 'page' : undefined}
              >
                {T.reviews.tabs[s]}
              </a>
            ))}
          </nav>
          <p className="bo-muted" data-testid="review-count">
            {fill(T.reviews.count, { count: total })}
          </p>
          <ReviewTable rows={reviews} status={status} />
        </section>
      </main>
    </>
  )
}
