import { localHref } from '@/lib/cms/links'
import { defineContainer, type ContainerContext } from '../types'
import { MainTeaserCarousel } from './carousel'
import { mainTeaserSchema } from './main-teaser.schema'
import { toMainTeaserProps, type MainTeaserProps } from './main-teaser.transform'
import styles from './main-teaser.module.css'
import { teaserMessages } from './messages'
import { SmallTeaser } from './small-teaser'
import { TeaserSlide } from './teaser-slide'

/**
 * The home page's main teaser (spec sections 2-5, 9). The server renders every slide, the first
 * one with an eager, high-priority picture (the LCP) and the others lazy; with more than one slide
 * the client carousel takes the same markup over once it is visible. One slide renders alone, with
 * no carousel script at all.
 */
function MainTeaser({ data, ctx }: { data: MainTeaserProps; ctx: ContainerContext }) {
  const messages = teaserMessages(ctx.locale)
  if (data.kind === 'small') return <SmallTeaser teaser={data.teaser} id={data.id} />
  const { slides } = data
  const [first] = slides
  if (slides.length === 1 && first) {
    return (
      <section id={data.id} className={styles.root} data-container="main_teaser" data-variant={data.variant}>
        <div className={styles.viewport}>
          <TeaserSlide slide={first} priority sampleBadge={messages.sampleBadge} />
        </div>
      </section>
    )
  }
  const controls = slides.map((slide) => ({
    slideId: slide.id,
    label: slide.controlLabel,
    color: slide.controlColor,
    colorMobile: slide.controlColorMobile,
    background: slide.backgroundColor,
  }))
  return (
    <div id={data.id} data-container="main_teaser" data-variant={data.variant}>
      {/* Keyed by the slides: a different set is a new carousel, which starts again at slide 1. */}
      <MainTeaserCarousel
        key={slides.map((slide) => slide.id).join(' ')}
        label={messages.carousel}
        controlsLabel={messages.controls}
        pauseLabels={{ pause: messages.pause, play: messages.play }}
        controls={controls}
      >
        {slides.map((slide, i) => (
          <TeaserSlide
            key={slide.id}
            slide={slide}
            priority={i === 0}
            a11y={{ label: messages.slide(i + 1, slides.length) }}
            sampleBadge={messages.sampleBadge}
          />
        ))}
      </MainTeaserCarousel>
    </div>
  )
}

export const mainTeaser = defineContainer({
  schema: mainTeaserSchema,
  transform: (data, ctx) => toMainTeaserProps(data, (href) => localHref(ctx, href)),
  Component: MainTeaser,
})
