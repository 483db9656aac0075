import type { useFormatter, useTranslations } from 'next-intl'
import type { ApprovalStatus, DesignChange } from '@/lib/shop/design-print/approvals/schema'

type T = ReturnType<typeof useTranslations<'DesignApproval'>>
type Format = ReturnType<typeof useFormatter>

/** "12. Dez. 2026, 18:04": the moments of versions, comments and approvals. */
export function moment(format: Format, iso: string): string {
  return format.dateTime(new Date(iso), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
}

/**
 * Where approval stands, in one sentence: approved (by whom), or which version an approval is for
 * and that the current state is not approved yet.
 */
export function statusText(t: T, status: ApprovalStatus): { text: string; ok: boolean } {
  if (status.currentVersion !== null && status.approvedBy.length > 0) {
    return {
      text: t('status.approved', { number: status.currentVersion, names: status.approvedBy.join(', ') }),
      ok: true,
    }
  }
  const last = status.lastApproval
  if (!last) return { text: t('status.none'), ok: false }
  return status.currentVersion === null
    ? { text: t('status.changed', { approved: last.versionNumber }), ok: false }
    : {
        text: t('status.outdated', { approved: last.versionNumber, current: status.currentVersion }),
        ok: false,
      }
}

export function changeText(t: T, change: DesignChange, pageName: (role: string) => string): string {
  const page = pageName(change.page)
  const values = {
    page,
    layer: change.layer ?? '',
    before: change.before ?? '',
    after: change.after ?? '',
  }
  return t(`compare.${change.kind}`, values)
}
