'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { OwnerApprovalView } from '@/lib/shop/design-print/approvals/schema'
import { statusText } from './texts'

/**
 * One read-only line on a cart line of a shared design: who approved which version, and whether the
 * design as it is now is approved. Nothing when it was never shared or nobody approved yet.
 */
export function ApprovalLine({ savedDesignId, className }: { savedDesignId: string; className?: string }) {
  const t = useTranslations('DesignApproval')
  const [view, setView] = useState<OwnerApprovalView | null>(null)
  useEffect(() => {
    let live = true
    void fetch(`/web-api/designs/${savedDesignId}/approval`)
      .then((res) => (res.ok ? (res.json() as Promise<OwnerApprovalView>) : null))
      .catch(() => null)
      .then((found) => live && setView(found))
    return () => {
      live = false
    }
  }, [savedDesignId])
  if (!view?.status.lastApproval) return null
  return (
    <p className={className} data-testid="line-approval">
      {t('cartLine', { status: statusText(t, view.status).text })}
    </p>
  )
}
