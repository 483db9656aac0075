'use client'

import { useRef } from 'react'
import styles from './product-detail.module.css'

/**
 * A row of design tiles that scrolls sideways (swipe, trackpad, or the two buttons, which move one
 * view at a time). The tiles are an ordinary list, so screen readers and keyboard users tab
 * through them; images below the fold load lazily.
 */
export function DesignCarousel({
  id,
  heading,
  previousLabel,
  nextLabel,
  children,
}: {
  id: string
  heading: string
  previousLabel: string
  nextLabel: string
  children: React.ReactNode
}) {
  const viewport = useRef<HTMLDivElement>(null)
  const move = (direction: 1 | -1) => {
    const list = viewport.current?.querySelector('ul')
    list?.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' })
  }
  return (
    <section className={styles.carousel} aria-labelledby={id}>
      <div className={styles.carouselHead}>
        <h2 id={id}>{heading}</h2>
        <div className={styles.carouselButtons}>
          <button type="button" onClick={() => move(-1)} aria-label={previousLabel}>
            ‹
          </button>
          <button type="button" onClick={() => move(1)} aria-label={nextLabel}>
            ›
          </button>
        </div>
      </div>
      <div ref={viewport}>{children}</div>
    </section>
  )
}
