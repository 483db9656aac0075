import { moderateReviewAction } from '@/lib/api/backoffice/actions/moderate-review'
import { T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import type { StaffReview } from '@/lib/backoffice/views'
import { findCalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'
import type { ReviewStatus } from '@/lib/model/reviews'

function productLabel(row: StaffReview): string {
  const kind = T.reviews.kinds[row.productKind]
  const calendar =
    row.productKind === 'calendar' ? findCalendarDesignGroup(Number(row.productRef)) : undefined
  return calendar ? `${kind} ${row.productRef} „${calendar.names.de}“` : `${kind} ${row.productRef}`
}

/**
 * Reviews to moderate. Title and text are what a stranger typed: they are rendered as React text
 * (escaped), never as HTML, here as everywhere else.
 */
export function ReviewTable({ rows, status }: { rows: readonly StaffReview[]; status: ReviewStatus }) {
  if (rows.length === 0) return <p>{T.reviews.empty}</p>
  return (
    <table className="bo-table bo-stack">
      <thead>
        <tr>
          <th>{T.reviews.date}</th>
          <th>{T.reviews.product}</th>
          <th>{T.reviews.rating}</th>
          <th>{T.reviews.review}</th>
          <th>{T.reviews.author}</th>
          <th>{T.reviews.source}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="review-row">
            <td data-label={T.reviews.date}>{formatBerlin(row.createdAt)}</td>
            <td data-label={T.reviews.product}>{productLabel(row)}</td>
            <td data-label={T.reviews.rating}>{'★'.repeat(row.rating)}</td>
            <td data-label={T.reviews.review}>
              {row.title ? <strong>{row.title}</strong> : null}
              {row.title && row.body ? <br /> : null}
              {row.body}
            </td>
            <td data-label={T.reviews.author}>{row.authorName}</td>
            <td data-label={T.reviews.source}>{T.reviews.sources[row.source]}</td>
            <td>
              {(['published', 'rejected'] as const)
                .filter((to) => to !== status)
                .map((to) => (
                  <form key={to} action={moderateReviewAction} className="bo-inline">
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="to" value={to} />
                    <input type="hidden" name="from" value={status} />
                    <button type="submit" className={to === 'rejected' ? 'bo-secondary' : undefined}>
                      {to === 'published' ? T.reviews.publish : T.reviews.reject}
                    </button>
                  </form>
                ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
