'use client'

import { useActionState } from 'react'
import { importReviewsAction, type ImportReviewsState } from '@/lib/api/backoffice/actions/import-reviews'

interface Texts {
  file: string
  submit: string
  row: string
}

/** The CSV upload; the result (count, or the rows to fix) is shown in place without a page change. */
export function ReviewImportForm({ texts }: { texts: Texts }) {
  const [state, action, pending] = useActionState<ImportReviewsState, FormData>(importReviewsAction, null)
  return (
    <form action={action} data-testid="review-import">
      <label htmlFor="review-file">{texts.file}</label>
      <input id="review-file" name="file" type="file" accept=".csv,text/csv" required />
      <p>
        <button type="submit" disabled={pending} aria-busy={pending}>
          {texts.submit}
        </button>
      </p>
      {state?.kind === 'imported' ? (
        <p className="bo-notice" role="status">
          {state.message}
        </p>
      ) : null}
      {state?.kind === 'problems' ? (
        <div className="bo-error" role="alert">
          <p>{state.message}</p>
          {state.problems.length ? (
            <ul data-testid="import-problems">
              {state.problems.map((p, i) => (
                <li key={i}>{texts.row.replace('{row}', String(p.row)).replace('{message}', p.message)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
