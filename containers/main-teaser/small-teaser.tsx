import Link from '@/components/ui/intent-link'
import type { CSSProperties } from 'react'
import type { SmallTeaserProps } from './main-teaser.transform'
import styles from './small-teaser.module.css'
import { preloadPicture } from './preload-picture'
import { TeaserPicture } from './teaser-picture'

/** The compact variant of the main teaser: optional link, h1 or paragraph headline, subline. */
export function SmallTeaser({ teaser, id }: { teaser: SmallTeaserProps; id: string }) {
  const Headline = teaser.headlineTag
  if (teaser.picture) preloadPicture(teaser.picture)
  const style = {
    '--small-color': teaser.textColor,
    '--small-background': teaser.backgroundColor,
  } as CSSProperties
  const className = [styles.root, teaser.imageRight && styles.imageRight].filter(Boolean).join(' ')
  const body = (
    <>
      <div className={styles.media}>
        {teaser.picture && <TeaserPicture picture={teaser.picture} priority />}
      </div>
      <div className={styles.content}>
        {teaser.headline && <Headline className={styles.headline}>{teaser.headline}</Headline>}
        {teaser.subHeadline && <p className={styles.sub}>{teaser.subHeadline}</p>}
      </div>
    </>
  )
  const common = { id, className, style, 'data-container': 'main_teaser', 'data-variant': 'small' }
  if (!teaser.href) return <section {...common}>{body}</section>
  return teaser.href.startsWith('/') ? (
    <Link href={teaser.href} {...common}>
      {body}
    </Link>
  ) : (
    <a href={teaser.href} {...common}>
      {body}
    </a>
  )
}
