'use client'

import { useRef, type CSSProperties, type ReactNode } from 'react'
import controlStyles from './controls.module.css'
import styles from './main-teaser.module.css'
import { useMainCarousel } from './use-main-carousel'
import { useSlideGestures } from './use-slide-gestures'

export interface ControlProps {
  slideId: string
  label: string
  color: string
  colorMobile: string
  background?: string
}

interface CarouselProps {
  label: string
  controlsLabel: string
  /** The pause button's labels: `pause` while it rotates, `play` while the visitor paused it. */
  pauseLabels: { pause: string; play: string }
  controls: ControlProps[]
  /** The server-rendered slides, each with the slide class; Swiper drives them in place. */
  children: ReactNode
}

const number = (i: number) => String(i + 1).padStart(2, '0')

/**
 * The carousel around the server-rendered slides: numbered text controls beneath them (no dots),
 * swipe and drag handling, autoplay. Its first render equals the server's, so nothing moves when
 * JavaScript arrives.
 */
export function MainTeaserCarousel({ label, controlsLabel, pauseLabels, controls, children }: CarouselProps) {
  const root = useRef<HTMLElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const { index, ready, autoplayState, goTo, step, pausedByVisitor, togglePause, hasAutoplay } =
    useMainCarousel(root, viewport, {
      count: controls.length,
      wrapperClass: styles.wrapper ?? 'wrapper',
      slideClass: styles.slide ?? 'slide',
    })
  const gestures = useSlideGestures(step)
  const active = controls[index] ?? controls[0]
  const style = {
    '--control-color': active?.color,
    '--control-color-mobile': active?.colorMobile,
    '--control-background': active?.background,
  } as CSSProperties

  return (
    <section
      ref={root}
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready || undefined}
      style={style}
    >
      <div ref={viewport} className={styles.viewport} {...gestures}>
        {/* Announce slide changes only when the visitor caused them, not on every autoplay step. */}
        <div className={styles.wrapper} aria-live={autoplayState === 'running' ? 'off' : 'polite'}>
          {children}
        </div>
      </div>
      <div className={controlStyles.controls}>
        <div className={controlStyles.group} role="group" aria-label={controlsLabel}>
          {controls.map((control, i) => (
            <button
              key={control.slideId}
              type="button"
              className={controlStyles.control}
              aria-controls={control.slideId}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span className={controlStyles.number}>{number(i)}</span>
              {control.label}
            </button>
          ))}
        </div>
        {controls.length > 1 && hasAutoplay && (
          // A real button on every screen (WCAG 2.2.2): touch screens cannot pause by hovering.
          <button
            type="button"
            className={controlStyles.pause}
            aria-label={pausedByVisitor ? pauseLabels.play : pauseLabels.pause}
            aria-pressed={pausedByVisitor}
            onClick={togglePause}
            data-testid="main-teaser-pause"
          >
            <span
              aria-hidden="true"
              className={pausedByVisitor ? controlStyles.playIcon : controlStyles.pauseIcon}
            />
          </button>
        )}
      </div>
    </section>
  )
}
