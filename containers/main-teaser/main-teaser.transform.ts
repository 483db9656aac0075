import { teaserImageSet, type ImageSet } from '@/lib/images/teaser-sources'
import type {
  MainTeaserData,
  ResponsiveImagesData,
  SmallTeaserData,
  TeaserSlideData,
} from './main-teaser.schema'

/** What the main teaser renders, decided once from the story so the components stay plain markup. */

export interface PictureData {
  desktop: ImageSet
  mobile: ImageSet
  alt: string
}

export interface SlideProps {
  id: string
  title: string
  text: string
  headlineTag: TeaserSlideData['tagNameHeadline']
  /** Absent when the button is switched off or has no label. */
  buttonText?: string
  href?: string
  color?: string
  backgroundColor?: string
  controlLabel: string
  controlColor: string
  controlColorMobile: string
  imageRight: boolean
  isNew: boolean
  /** Three-section slides show the free-samples badge on desktop, on phones only when asked. */
  sampleBadge: 'none' | 'desktop' | 'always'
  picture?: PictureData
}

export interface SmallTeaserProps {
  headline: string
  subHeadline: string
  headlineTag: 'h1' | 'p'
  href?: string
  backgroundColor?: string
  textColor?: string
  imageRight: boolean
  picture?: PictureData
}

export type MainTeaserProps =
  | { kind: 'small'; id: string; teaser: SmallTeaserProps }
  | { kind: 'slides'; id: string; variant: 'ordinary' | 'three-section'; slides: SlideProps[] }

/** One picture for both crops: an image given for only one of them serves the other as well. */
export function pictureData(images: ResponsiveImagesData): PictureData | undefined {
  const desktop = images.desktop ?? images.mobile
  const mobile = images.mobile ?? images.desktop
  if (!desktop || !mobile) return undefined
  return {
    desktop: teaserImageSet(desktop.src, 'desktop'),
    mobile: teaserImageSet(mobile.src, 'mobile'),
    alt: images.desktop?.alt || images.mobile?.alt || '',
  }
}

/** Turns an editor's link into the page's link (locale, variant); identity when no page is known. */
export type LinkResolver = (href: string | undefined) => string | undefined
const asIs: LinkResolver = (href) => href

function slideProps(
  id: string,
  position: number,
  slide: TeaserSlideData,
  link: LinkResolver,
): SlideProps | null {
  const picture = pictureData(slide.responsiveImages)
  if (!slide.title && !slide.text && !picture) return null
  const badge =
    'showSampleCardBadgeOnMobile' in slide
      ? slide.showSampleCardBadgeOnMobile
        ? 'always'
        : 'desktop'
      : 'none'
  return {
    id: `${id}-slide-${slide._uid ?? position}`,
    title: slide.title,
    text: slide.text,
    headlineTag: slide.tagNameHeadline,
    buttonText: slide.isButtonVisible && slide.buttonText ? slide.buttonText : undefined,
    href: link(slide.url),
    color: slide.color,
    backgroundColor: slide.backgroundColor,
    controlLabel: slide.control || slide.title || String(position + 1),
    controlColor: slide.controlColor,
    controlColorMobile: slide.controlColorMobile,
    imageRight: slide.isImagePositionRight,
    isNew: slide.isNewTeaser,
    sampleBadge: badge,
    picture,
  }
}

function smallTeaserProps(teaser: SmallTeaserData, link: LinkResolver): SmallTeaserProps | null {
  const picture = pictureData(teaser.responsiveImages)
  if (!teaser.headline && !teaser.subHeadline && !picture) return null
  return {
    headline: teaser.headline,
    subHeadline: teaser.subHeadline,
    headlineTag: teaser.isHeadlineH1 ? 'h1' : 'p',
    href: link(teaser.url),
    backgroundColor: teaser.backgroundColor,
    textColor: teaser.textColor,
    imageRight: teaser.isImagePositionRight,
    picture,
  }
}

const present = <T>(value: T | null): value is T => value !== null

/**
 * Spec section 2: a small teaser with content is shown instead of the slides; a three-section list
 * with something to show replaces the ordinary list; nothing to show yields null (no markup).
 */
export function toMainTeaserProps(data: MainTeaserData, link: LinkResolver = asIs): MainTeaserProps | null {
  const id = `main-teaser-${data._uid}`
  const small = data.smallTeaser ? smallTeaserProps(data.smallTeaser, link) : null
  if (small) return { kind: 'small', id, teaser: small }
  const threeSection = data.threeSectionSlides.map((s, i) => slideProps(id, i, s, link)).filter(present)
  if (threeSection.length > 0) return { kind: 'slides', id, variant: 'three-section', slides: threeSection }
  const slides = data.slides.map((s, i) => slideProps(id, i, s, link)).filter(present)
  return slides.length > 0 ? { kind: 'slides', id, variant: 'ordinary', slides } : null
}
