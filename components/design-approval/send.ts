import type { useTranslations } from 'next-intl'
import { APPROVAL_LIMITS } from '@/lib/shop/design-print/approvals/limits'

type T = ReturnType<typeof useTranslations<'DesignApproval'>>

/** POSTs JSON; the answer's body, or the sentence to show the person for a refusal. */
export async function send<R>(
  t: T,
  url: string,
  body: unknown,
): Promise<{ ok: true; data: R } | { ok: false; message: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (res?.ok) return { ok: true, data: (await res.json()) as R }
  const error = res ? ((await res.json().catch(() => null)) as { error?: { field?: string } } | null) : null
  return { ok: false, message: refusal(t, res?.status ?? 0, error?.error?.field) }
}

export function refusal(t: T, status: number, field?: string): string {
  if (status === 429) return t('error.tooMany')
  if (status === 404) return t('error.gone')
  if (status === 409) return t('error.full')
  if (status === 400 && field === 'text') return t('error.text', { max: APPROVAL_LIMITS.commentText })
  if (status === 400 && field === 'name') return t('error.name', { max: APPROVAL_LIMITS.reviewerName })
  return t('error.generic')
}
