import Link from '@/components/ui/intent-link'
import type { CSSProperties, ReactNode } from 'react'
import type { SlideProps } from './main-teaser.transform'
import styles from './main-teaser.module.css'
import { preloadPicture } from './preload-picture'
import { TeaserPicture } from './teaser-picture'

export interface SlideA11y {
  /** "2 of 3", for slides inside the carousel. */
  label: string
}

function SlideLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <div className={styles.link}>{children}</div>
  // Dragging a link would start the browser's drag-and-drop and cancel our pointer events.
  return href.startsWith('/') ? (
    <Link className={styles.link} href={href} draggable={false}>
      {children}
    </Link>
  ) : (
    <a className={styles.link} href={href} draggable={false}>
      {children}
    </a>
  )
}

/**
 * One teaser slide, rendered on the server. The whole slide is the link (when it has one); the
 * button is its visible call to action, not a second link.
 */
export function TeaserSlide({
  slide,
  priority,
  a11y,
  sampleBadge,
}: {
  slide: SlideProps
  priority: boolean
  a11y?: SlideA11y
  sampleBadge: string
}) {
  const Headline = slide.headlineTag
  if (priority && slide.picture) preloadPicture(slide.picture)
  const classes = [styles.slide, !slide.imageRight && styles.imageLeft, slide.isNew && styles.new]
  const style = { '--slide-color': slide.color, '--slide-background': slide.backgroundColor } as CSSProperties
  return (
    <div
      id={slide.id}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      {...(a11y ? { role: 'group', 'aria-roledescription': 'slide', 'aria-label': a11y.label } : {})}
    >
      <SlideLink href={slide.href}>
        <div className={styles.media}>
          {slide.picture && <TeaserPicture picture={slide.picture} priority={priority} />}
        </div>
        <div className={styles.content}>
          {slide.title && <Headline className={styles.title}>{slide.title}</Headline>}
          {slide.text && <p className={styles.text}>{slide.text}</p>}
          {slide.buttonText && slide.href && (
            <span className={`button ${styles.button}`}>{slide.buttonText}</span>
          )}
        </div>
        {slide.sampleBadge !== 'none' && (
          <span
            className={`${styles.badge} ${slide.sampleBadge === 'desktop' ? styles.badgeDesktopOnly : ''}`}
          >
            {sampleBadge}
          </span>
        )}
      </SlideLink>
    </div>
  )
}
