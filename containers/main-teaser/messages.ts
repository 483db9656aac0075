import type { ShopLocaleCode } from '@/lib/config/locales'
import { messagesFor } from '@/lib/i18n/messages'

/** Labels for assistive technology, from locales/content (namespace Content.mainTeaser). */
export interface TeaserMessages {
  carousel: string
  controls: string
  slide: (n: number, of: number) => string
  sampleBadge: string
  /** The autoplay's pause button and, while paused, its play button. */
  pause: string
  play: string
}

export function teaserMessages(locale: ShopLocaleCode): TeaserMessages {
  const messages = messagesFor(locale)
  const labels = messages.Content.mainTeaser
  return {
    carousel: labels.carousel,
    controls: labels.controls,
    slide: (n, of) => labels.slide.replace('{n}', String(n)).replace('{of}', String(of)),
    sampleBadge: messages.Header.samples,
    pause: labels.pause,
    play: labels.play,
  }
}
