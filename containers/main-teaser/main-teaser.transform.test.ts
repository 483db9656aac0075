import { describe, expect, it } from 'vitest'
import { mainTeaserSchema } from './main-teaser.schema'
import { toMainTeaserProps, type MainTeaserProps, type SlideProps } from './main-teaser.transform'

const props = (story: Record<string, unknown>) => toMainTeaserProps(mainTeaserSchema.parse(story))
const slides = (result: MainTeaserProps | null): SlideProps[] =>
  result?.kind === 'slides' ? result.slides : []
const firstSlide = (fields: Record<string, unknown>) => slides(props({ slides: [fields] }))[0]
const image = (name: string) => ({
  desktop: { src: `/generated/teasers/${name}-desktop-1x.webp`, alt: `${name} desktop` },
  mobile: { src: `/generated/teasers/${name}-mobile-1x.webp`, alt: `${name} mobile` },
})

describe('main teaser transformer', () => {
  it.each([
    ['no fields', {}],
    ['empty lists', { slides: [], threeSectionSlides: [] }],
    ['slides without content', { slides: [{ title: ' ', text: '' }, {}] }],
    ['an empty small teaser', { smallTeaser: [{ headline: '' }] }],
  ])('yields null for %s', (_, story) => {
    expect(props(story)).toBeNull()
  })

  it('turns one slide into a one-slide teaser with the spec defaults', () => {
    const result = props({ _uid: 'abc', slides: [{ _uid: 's1', title: 'Hochzeit' }] })
    expect(result).toMatchObject({ kind: 'slides', id: 'main-teaser-abc', variant: 'ordinary' })
    expect(slides(result)).toEqual([
      expect.objectContaining({
        id: 'main-teaser-abc-slide-s1',
        title: 'Hochzeit',
        headlineTag: 'h2',
        controlLabel: 'Hochzeit',
        controlColor: '#ffffff',
        controlColorMobile: '#ffffff',
        imageRight: false,
        sampleBadge: 'none',
        href: undefined,
        picture: undefined,
      }),
    ])
  })

  it('lets a non-empty three-section list replace the ordinary slides', () => {
    const result = props({
      slides: [{ title: 'A' }, { title: 'B' }],
      threeSectionSlides: [{ title: 'C', showSampleCardBadgeOnMobile: true }, { title: 'D' }],
    })
    expect(result).toMatchObject({ kind: 'slides', variant: 'three-section' })
    expect(slides(result).map((s) => [s.title, s.sampleBadge])).toEqual([
      ['C', 'always'],
      ['D', 'desktop'],
    ])
  })

  it('keeps the ordinary slides when the three-section slides have nothing to show', () => {
    const result = props({ slides: [{ title: 'A' }], threeSectionSlides: [{ title: '' }] })
    expect(result).toMatchObject({ kind: 'slides', variant: 'ordinary' })
  })

  it('shows a small teaser with content instead of the slides', () => {
    const result = props({
      slides: [{ title: 'A' }],
      smallTeaser: [{ headline: 'Klein', subHeadline: 'Unterzeile', isHeadlineH1: true, url: '/de/' }],
    })
    expect(result).toEqual({
      kind: 'small',
      id: 'main-teaser-main-teaser',
      teaser: expect.objectContaining({ headline: 'Klein', headlineTag: 'h1', href: '/de/' }),
    })
    expect(props({ smallTeaser: { headline: 'P' } })).toMatchObject({ teaser: { headlineTag: 'p' } })
  })

  it.each([
    ['red', undefined],
    ['#12345', undefined],
    ['#fff; background:url(x)', undefined],
    ['#FFF', '#FFF'],
    [' #a1b2c3 ', '#a1b2c3'],
    [{ color: '#102030', plugin: 'native-color-picker' }, '#102030'],
    [42, undefined],
  ])('checks colour %j → %s, and falls back to white for controls', (value, expected) => {
    const slide = firstSlide({ title: 'X', color: value, controlColor: value, controlColorMobile: value })
    expect(slide?.color).toBe(expected)
    expect(slide?.controlColor).toBe(expected ?? '#ffffff')
    expect(slide?.controlColorMobile).toBe(expected ?? '#ffffff')
  })

  it.each([
    ['/de/hochzeitskarten/', '/de/hochzeitskarten/'],
    ['https://example.com/a', 'https://example.com/a'],
    [{ linktype: 'story', cached_url: 'de/geburt' }, '/de/geburt'],
    [{ linktype: 'url', url: 'https://example.com' }, 'https://example.com'],
    ['javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['//evil.example/x', undefined],
    ['data:text/html,x', undefined],
    ['', undefined],
  ])('sends url %j through safeHref → %s', (url, expected) => {
    expect(firstSlide({ title: 'X', url })?.href).toBe(expected)
  })

  it('builds avif and webp sources at densities 1 and 2 for generated pictures', () => {
    const picture = firstSlide({ title: 'X', responsiveImages: image('wedding') })?.picture
    expect(picture?.alt).toBe('wedding desktop')
    expect(picture?.desktop).toMatchObject({ width: 1180, height: 440 })
    expect(picture?.mobile).toMatchObject({
      src: '/generated/teasers/wedding-mobile-1x.webp',
      srcSet: '/generated/teasers/wedding-mobile-1x.webp 1x, /generated/teasers/wedding-mobile-2x.webp 2x',
      width: 600,
      height: 628,
    })
    expect(picture?.desktop.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
  })

  it('drops unsafe image sources and uses one crop for both when only one is given', () => {
    expect(
      firstSlide({ title: 'X', responsiveImages: { desktop: { src: 'javascript:x' } } })?.picture,
    ).toBeUndefined()
    const picture = firstSlide({
      responsiveImages: { mobile: { filename: 'https://a.storyblok.com/f/1/x.jpg', alt: 'A' } },
    })?.picture
    expect(picture?.desktop.src).toBe(
      'https://a.storyblok.com/f/1/x.jpg/m/1180x440/filters:quality(85):format(webp)',
    )
    expect(picture?.mobile.srcSet).toContain('/m/1200x1256/filters:quality(85):format(webp) 2x')
  })

  it('hides the button when switched off or unlabelled, and labels controls by number at last', () => {
    expect(firstSlide({ title: 'X', buttonText: 'Los', isButtonVisible: false })?.buttonText).toBeUndefined()
    expect(firstSlide({ title: 'X', buttonText: 'Los' })?.buttonText).toBe('Los')
    expect(firstSlide({ text: 'nur Text' })?.controlLabel).toBe('1')
    expect(firstSlide({ title: 'T', control: 'Steuer' })?.controlLabel).toBe('Steuer')
  })

  it('rejects malformed structure so draft preview can name the field', () => {
    expect(mainTeaserSchema.safeParse({ slides: [{ title: 42 }] }).success).toBe(false)
    expect(mainTeaserSchema.safeParse({ slides: [{ tagNameHeadline: 'h9' }] }).success).toBe(false)
    expect(mainTeaserSchema.safeParse({ slides: 'x' }).success).toBe(false)
  })
})
