import { z } from 'zod'
import { multilinkTarget } from './links'
import type { Story } from './types'

/**
 * Campaigns (spec: /web-api/campaign-data): the banner of a discount or an offer on a brand's home
 * page, written by editors as stories of the `campaign` component in the brand's `kampagnen/` folder
 * (content/<brand>/kampagnen/*.json locally, the same folder in Storyblok). A campaign shows from its
 * start to its end; the page does not carry it (lib/cms/campaign-load.ts, ADR 0111).
 */
export const CAMPAIGN_FOLDER = 'kampagnen/'

/**
 * Storyblok's date picker writes "2026-11-30 23:59" (UTC); an editor of the local store may write an
 * ISO instant with its offset. Anything else is not a date.
 */
const instant = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}:00Z` : value
    const parsed = z.iso.datetime({ offset: true }).safeParse(iso)
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'must be a date like 2026-11-30 23:59 (UTC)' })
      return z.NEVER
    }
    return new Date(iso)
  })

export const campaignBlokSchema = z.object({
  component: z.literal('campaign'),
  text: z.string().trim().min(1).max(200),
  /** A voucher code the banner names; empty means the offer needs none. */
  code: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((code) => code || undefined),
  linkText: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((text) => text || undefined),
  link: z.unknown().optional(),
  startsAt: instant,
  endsAt: instant,
})

export interface Campaign {
  id: string
  text: string
  code?: string | undefined
  linkText?: string | undefined
  /** The raw link target as the editor wrote it; the page localises it (lib/cms/links.ts). */
  link?: string | undefined
  startsAt: Date
  endsAt: Date
}

/** A story as a campaign, or null for any other story or a campaign whose fields are not valid. */
export function campaignOf(story: Story): Campaign | null {
  const parsed = campaignBlokSchema.safeParse(story.content)
  if (!parsed.success || parsed.data.endsAt <= parsed.data.startsAt) return null
  const { text, code, linkText, link, startsAt, endsAt } = parsed.data
  const target = multilinkTarget(link)
  return {
    id: story.uuid,
    text,
    code,
    linkText,
    link: typeof target === 'string' ? target : undefined,
    startsAt,
    endsAt,
  }
}

export interface CurrentCampaign {
  campaign: Campaign | null
  /**
   * When the answer stops being true: the shown campaign's end, or the next start of another one,
   * whichever comes first; null when nothing is planned.
   */
  changesAt: Date | null
}

/**
 * The campaign running at `now`: of several, the one that started last (the newer offer wins),
 * ties broken by the earlier end. Ended and future campaigns are never shown.
 */
export function currentCampaign(campaigns: readonly Campaign[], now: Date): CurrentCampaign {
  const running = campaigns
    .filter((c) => c.startsAt <= now && now < c.endsAt)
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime())
  const campaign = running[0] ?? null
  const moments = [
    ...running.map((c) => c.endsAt),
    ...campaigns.filter((c) => c.startsAt > now).map((c) => c.startsAt),
  ]
  const changesAt = moments.length ? new Date(Math.min(...moments.map((d) => d.getTime()))) : null
  return { campaign, changesAt }
}
