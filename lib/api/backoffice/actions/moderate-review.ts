'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { getDb } from '@/lib/db/client'
import { moderateReview } from '@/lib/shop/catalogue/reviews/moderation'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

const moderationSchema = z.object({
  id: z.uuid(),
  to: z.enum(['published', 'rejected']),
  from: z.enum(['pending', 'published', 'rejected']).catch('pending'),
})

/** Publishes or rejects one review; back to the list it was decided on. */
export async function moderateReviewAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('moderateReviews')
  const parsed = moderationSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) redirect(`${BACKOFFICE_PATH}/reviews?error=input`)
  const { id, to, from } = parsed.data
  const changed = await moderateReview(await getDb(), id, to)
  staffLog(session, 'moderate-review', { review: id, to, changed })
  redirect(`${BACKOFFICE_PATH}/reviews?status=${from}&${changed ? `notice=${to}` : 'error=review'}`)
}
