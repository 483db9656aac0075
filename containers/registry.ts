import 'server-only'
import { contactCard } from './contact-card/contact-card'
import { infoText } from './info-text/info-text'
import { linkBox } from './link-box/link-box'
import { mainTeaser } from './main-teaser/main-teaser'
import { newsletter } from './newsletter/newsletter'
import { newsletterResponse } from './newsletter-response/newsletter-response'
import { pageHeadline } from './page-headline/page-headline'
import { textPage } from './text-page/text-page'
import type { AnyContainer } from './types'
import { uspBar } from './usp-bar/usp-bar'

/**
 * The one map from a CMS component name to its container. Names are Storyblok's technical names.
 * Imported by server code only; containers that need the browser load their own client parts.
 */
export const CONTAINERS = {
  page_headline: pageHeadline,
  text_page: textPage,
  info_text: infoText,
  usp_bar: uspBar,
  contact_card: contactCard,
  link_box: linkBox,
  main_teaser: mainTeaser,
  newsletter,
  newsletter_response: newsletterResponse,
} as const satisfies Record<string, AnyContainer>

export type ContainerName = keyof typeof CONTAINERS

export function isContainerName(name: string): name is ContainerName {
  return Object.hasOwn(CONTAINERS, name)
}
