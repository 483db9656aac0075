import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import { loadCurrentCampaign } from '@/lib/cms/campaign-load'
import { localHref } from '@/lib/cms/links'
import { regionalSpelling } from '@/lib/i18n/spelling'

export const campaignDataResponseSchema = z.object({
  campaign: z
    .object({
      id: z.string().describe('The campaign story’s uuid'),
      text: z.string().describe('The banner text in the shop’s language'),
      code: z.string().nullable().describe('Voucher code the banner names, or null'),
      linkText: z.string().nullable(),
      href: z.string().nullable().describe('Shop path of the campaign’s page, or null'),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime().describe('The banner is gone from this instant on'),
    })
    .nullable()
    .describe('The campaign running now for the brand (channel header or host), or null'),
  validForSeconds: z
    .number()
    .int()
    .min(0)
    .describe('Until the campaign ends or another starts; cached no longer (at most an hour)'),
})

export const campaignDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/campaign-data',
  summary: "The brand's current campaign banner (text, optional voucher code, start and end) from the CMS",
  tags: ['content'],
  query: z.strictObject({}),
  response: campaignDataResponseSchema,
})

/** Until a campaign change nobody has planned: the hour-long lifetime cap applies. */
const NOTHING_PLANNED_SECONDS = 3600

export async function campaignData(
  ctx: { brand: BrandKey; locale: ShopLocaleCode },
  now: Date,
): Promise<z.input<typeof campaignDataResponseSchema>> {
  const { campaign, changesAt } = await loadCurrentCampaign(ctx.brand, ctx.locale, now)
  const validForSeconds = changesAt
    ? Math.max(0, Math.floor((changesAt.getTime() - now.getTime()) / 1000))
    : NOTHING_PLANNED_SECONDS
  if (!campaign) return { campaign: null, validForSeconds }
  const linkCtx = {
    brand: ctx.brand,
    localeSegment: segmentOf(ctx.locale),
    variant: 'web' as const,
    trailingSlash: BRANDS[ctx.brand].trailingSlash === 'always',
  }
  const spelled = (text: string | undefined) => (text ? regionalSpelling(text, ctx.locale) : null)
  return {
    campaign: {
      id: campaign.id,
      text: regionalSpelling(campaign.text, ctx.locale),
      code: campaign.code ?? null,
      linkText: spelled(campaign.linkText),
      href: (campaign.link && localHref(linkCtx, campaign.link)) ?? null,
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt.toISOString(),
    },
    validForSeconds,
  }
}
