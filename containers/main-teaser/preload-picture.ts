import { preload } from 'react-dom'
import { DESKTOP_MEDIA, type ImageSet } from '@/lib/images/teaser-sources'
import type { PictureData } from './main-teaser.transform'

/**
 * The LCP picture announced in the document's head (ADR 0033): the browser requests it before the
 * page's scripts, which it otherwise discovers first and which share a phone's bandwidth. One
 * preload per crop, each for its media and its preferred format only (a browser without that
 * format skips it and picks from the <picture> as before), so nobody loads a crop twice. Called
 * from server components: the hint travels with the page, not as browser code.
 */
export function preloadPicture({ desktop, mobile }: PictureData) {
  preloadCrop(desktop, DESKTOP_MEDIA)
  preloadCrop(mobile, `not all and ${DESKTOP_MEDIA}`)
}

function preloadCrop(set: ImageSet, media: string) {
  const [preferred] = set.sources
  const srcSet = preferred?.srcSet ?? set.srcSet
  preload(set.src, {
    as: 'image',
    fetchPriority: 'high',
    media,
    ...(srcSet && { imageSrcSet: srcSet }),
    ...(preferred && { type: preferred.type }),
  })
}
