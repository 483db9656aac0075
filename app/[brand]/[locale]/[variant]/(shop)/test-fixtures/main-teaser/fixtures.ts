import type { BrandKey } from '@/lib/config/brands'
import type { Blok } from '@/lib/cms/types'
import { ARTWORK_BY_BRAND, type TeaserArtworkName } from '@/lib/images/artwork/compose'
import { generatedTeaserSrc } from '@/lib/images/formats'

/**
 * Main teaser stories for tests and the E2E fixture page (app/.../test-fixtures/main-teaser), in
 * the shape the CMS delivers them. They use the generated artwork of each brand.
 */

export const FIXTURE_NAMES = ['carousel', 'single', 'three-section', 'small', 'empty'] as const
export type FixtureName = (typeof FIXTURE_NAMES)[number]

export function isFixtureName(value: unknown): value is FixtureName {
  return typeof value === 'string' && (FIXTURE_NAMES as readonly string[]).includes(value)
}

const COPY: Record<TeaserArtworkName, { control: string; title: string; text: string; color: string }> = {
  wedding: {
    control: 'Hochzeit',
    title: 'Hochzeitskarten, die von Ihnen erzählen',
    text: 'Einladungen, Menükarten und Danksagungen im passenden Design.',
    color: '#8a3b52',
  },
  birth: {
    control: 'Geburt',
    title: 'Willkommen, kleines Wunder',
    text: 'Geburtskarten mit Foto, Namen und allem, was dazugehört.',
    color: '#2f4858',
  },
  youth: {
    control: 'Jugendweihe',
    title: 'Feiert den Aufbruch',
    text: 'Einladungen und Danksagungen zur Jugendweihe und Konfirmation.',
    color: '#1f4e5a',
  },
  poster: {
    control: 'Poster',
    title: 'Ihre Fotos als Poster',
    text: 'Auf Premium-Papier, in Galeriequalität gedruckt.',
    color: '#111827',
  },
  canvas: {
    control: 'Leinwand',
    title: 'Leinwand mit Tiefe',
    text: 'Auf Keilrahmen gespannt und fertig zum Aufhängen.',
    color: '#7a2434',
  },
  frames: {
    control: 'Bilderrahmen',
    title: 'Gerahmt für jede Wand',
    text: 'Holz, Aluminium oder Kunststoff, mit oder ohne Passepartout.',
    color: '#3f4b44',
  },
  calendar: {
    control: 'Kalender',
    title: 'Zwölf Monate, Ihre Bilder',
    text: 'Wandkalender, Tischkalender und Familienplaner.',
    color: '#5b4a32',
  },
}

function images(name: TeaserArtworkName) {
  return {
    desktop: { src: generatedTeaserSrc(name, 'desktop'), alt: '' },
    mobile: { src: generatedTeaserSrc(name, 'mobile'), alt: '' },
  }
}

function slide(name: TeaserArtworkName, href: string, index: number) {
  const copy = COPY[name]
  return {
    _uid: `${name}-${index}`,
    title: copy.title,
    text: copy.text,
    control: copy.control,
    buttonText: 'Jetzt entdecken',
    isButtonVisible: true,
    backgroundColor: copy.color,
    color: '#ffffff',
    isImagePositionRight: true,
    tagNameHeadline: index === 0 ? 'h1' : 'h2',
    url: href,
    responsiveImages: images(name),
  }
}

/** A fixture story blok; `href` is where link slides go (a real page of the shop). */
export function mainTeaserFixture(name: FixtureName, brand: BrandKey, href: string): Blok {
  const themes = ARTWORK_BY_BRAND[brand]
  const base = { component: 'main_teaser', _uid: `fixture-${name}` }
  const slides = themes.map((theme, i) => slide(theme, href, i))
  switch (name) {
    case 'carousel':
      return { ...base, slides }
    case 'single':
      return { ...base, slides: slides.slice(0, 1) }
    case 'three-section':
      return {
        ...base,
        slides,
        threeSectionSlides: slides
          .slice(0, 2)
          .map((s, i) => ({ ...s, showSampleCardBadgeOnMobile: i === 0 })),
      }
    case 'small':
      return {
        ...base,
        slides,
        smallTeaser: [
          {
            headline: COPY[themes[0]].title,
            subHeadline: COPY[themes[0]].text,
            url: href,
            isHeadlineH1: true,
            responsiveImages: images(themes[0]),
          },
        ],
      }
    case 'empty':
      return { ...base, slides: [{ title: '', text: '' }] }
  }
}
