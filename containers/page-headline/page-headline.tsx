import { defineContainer } from '../types'
import { pageHeadlineSchema, type PageHeadlineData } from './page-headline.schema'
import styles from './page-headline.module.css'

function hiddenClasses(data: PageHeadlineData): string {
  // preventHideHeadline wins over the hide flags: an editor can pin a headline that must show (SEO h1).
  const hideOnMobile = data.hideHeadlineOnMobile && !data.preventHideHeadline
  const hideOnDesktop = data.hideHeadlineOnDesktop && !data.preventHideHeadline
  return [hideOnMobile && styles.hideMobile, hideOnDesktop && styles.hideDesktop].filter(Boolean).join(' ')
}

export const pageHeadline = defineContainer({
  schema: pageHeadlineSchema,
  transform: (data) => (data.headline || data.subline || data.teaser ? data : null),
  Component: ({ data }: { data: PageHeadlineData }) => {
    const Tag = data.headlineType
    const classes = [styles.root, styles[data.variant], data.hideComponentOnMobile && styles.hideMobile]
    return (
      <header className={`container ${classes.filter(Boolean).join(' ')}`} data-container="page_headline">
        {data.headline && <Tag className={`${styles.headline} ${hiddenClasses(data)}`}>{data.headline}</Tag>}
        {data.subline && <p className={styles.subline}>{data.subline}</p>}
        {data.teaser && <p className={styles.teaser}>{data.teaser}</p>}
      </header>
    )
  },
})
