'use client'

import { useLazyComponent } from '@/components/ui/use-lazy-component'
import type { CampaignProps } from './campaign-content'

const loadContent = () => import('./campaign-content').then((module) => module.CampaignContent)

/**
 * The home page's campaign banner. The home is cached HTML for everyone (and stays so for days), so
 * the banner is not in it: its code loads after hydration and fetches the running campaign (ADR 0111).
 */
export function CampaignBanner(props: CampaignProps) {
  const Content = useLazyComponent(loadContent)
  // eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable
  return Content ? <Content {...props} /> : null
}
