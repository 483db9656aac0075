'use client'

import { useEffect, useState } from 'react'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import styles from './campaign-banner.module.css'

/** /web-api/campaign-data's answer (lib/api/content/campaign-endpoint.ts). */
interface CampaignAnswer {
  campaign: {
    id: string
    text: string
    code: string | null
    linkText: string | null
    href: string | null
    endsAt: string
  } | null
  validForSeconds: number
}

/** A timer longer than this never fires in browsers (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647

export interface CampaignProps {
  brand: BrandKey
  locale: ShopLocaleCode
  texts: { label: string; code: string }
}

/**
 * The campaign banner's content, loaded by CampaignBanner after hydration: it asks
 * /web-api/campaign-data and asks again when the answer stops being true. A campaign that ends while
 * the page is open disappears at its end, by the browser's clock, without waiting for that call.
 */
export function CampaignContent({ brand, locale, texts }: CampaignProps) {
  const [campaign, setCampaign] = useState<CampaignAnswer['campaign']>(null)
  useEffect(() => {
    const controller = new AbortController()
    const timers: ReturnType<typeof setTimeout>[] = []
    const later = (ms: number, run: () => void) => {
      timers.push(setTimeout(run, Math.min(MAX_TIMER_MS, Math.max(0, ms))))
    }
    const load = async () => {
      try {
        const response = await fetch('/web-api/campaign-data', {
          headers: { channel: brand, locale },
          signal: controller.signal,
        })
        if (!response.ok) return
        const answer = (await response.json()) as CampaignAnswer
        setCampaign(answer.campaign)
        if (answer.campaign) later(Date.parse(answer.campaign.endsAt) - Date.now(), () => setCampaign(null))
        later(Math.max(1, answer.validForSeconds) * 1000 + 500, () => void load())
      } catch {
        // Offline or aborted: no banner is better than a wrong one.
      }
    }
    void load()
    return () => {
      controller.abort()
      timers.forEach(clearTimeout)
    }
  }, [brand, locale])
  if (!campaign) return null
  return (
    <aside className={styles.banner} aria-label={texts.label} data-testid="campaign-banner">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>{campaign.text}</p>
        {campaign.code && (
          <strong className={styles.code}>{texts.code.replace('{code}', campaign.code)}</strong>
        )}
        {campaign.href && campaign.linkText && (
          <a className={styles.link} href={campaign.href}>
            {campaign.linkText}
          </a>
        )}
      </div>
    </aside>
  )
}
