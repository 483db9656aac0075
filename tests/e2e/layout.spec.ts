import { expect, test, type Page } from './fixtures'
import { BRAND_PAGES, brandPages, seriousA11yViolations, type BrandPages } from './support'

/**
 * Header, footer, samples popover, keyboard access, axe and small screens. Runs on desktop and on the
 * phone project, where header labels are visually hidden but keep their accessible names.
 */

interface HeaderExpectation {
  logo: string
  account: string
  cart: string
  wishlist: string | null
  samples: boolean
  items: number
  phone: string
  email: string
}

const HEADER: Record<BrandPages['key'], HeaderExpectation> = {
  card: {
    logo: 'Kartenstudio – zur Startseite',
    account: '/de/kundenkonto/',
    cart: '/de/warenkorb/',
    wishlist: '/de/wishlist/',
    samples: true,
    items: 5,
    phone: '+49 89 2154 6870',
    email: 'service@kartenstudio.de',
  },
  poster: {
    logo: 'MYPOSTER – zur Startseite',
    account: '/de/kundenkonto',
    cart: '/de/warenkorb',
    wishlist: null,
    samples: false,
    items: 3,
    phone: '+49 89 4111 2250',
    email: 'service@myposter.de',
  },
}

for (const brand of BRAND_PAGES) {
  const expected = HEADER[brand.key]

  test(`${brand.key}: header items and footer contact`, async ({ page }) => {
    await page.goto(brand.origin + brand.home)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: expected.logo })).toHaveAttribute('href', brand.home)
    await expect(header.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '#contact')
    await expect(header.getByRole('link', { name: 'Kundenkonto' })).toHaveAttribute('href', expected.account)
    const cart = header.getByTestId('header-cart')
    await expect(cart).toHaveAccessibleName('Warenkorb')
    await expect(cart).toHaveAttribute('href', expected.cart)
    await expect(cart).toBeVisible()
    await expect(header.getByRole('button', { name: 'Gratis Muster' })).toHaveCount(expected.samples ? 1 : 0)
    const wishlist = header.getByRole('link', { name: 'Merkzettel' })
    if (expected.wishlist) await expect(wishlist).toHaveAttribute('href', expected.wishlist)
    else await expect(wishlist).toHaveCount(0)

    // Below 1024 px the labels are visually hidden (the names above still hold) and icons stay tappable.
    const narrow = (page.viewportSize()?.width ?? 0) < 1024
    const label = await header.getByText('Kundenkonto', { exact: true }).boundingBox()
    if (narrow) expect(label?.width).toBeLessThanOrEqual(1)
    else expect(label?.width).toBeGreaterThan(20)
    const items = header.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('listitem')
    await expect(items).toHaveCount(expected.items)
    for (const item of await items.all()) {
      const box = await item.getByRole('link').or(item.getByRole('button')).boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(44)
      expect(box?.height).toBeGreaterThanOrEqual(44)
    }

    // The poster shop's product categories (wall art, calendars, photo books, boxes, prints, collages):
    // a row from 1024 px, behind the menu button below it.
    const categories = header.getByRole('navigation', { name: 'Produktkategorien' }).getByRole('link')
    await expect(categories).toHaveCount(brand.key === 'poster' && !narrow ? 11 : 0)
    await expect(header.getByTestId('category-drawer')).toHaveCount(brand.key === 'poster' ? 1 : 0)

    const support = page.getByRole('contentinfo').locator('#contact')
    await expect(support).toContainText('Mo–Fr 08:00–17:00 Uhr')
    await expect(support.getByRole('link', { name: `Telefon: ${expected.phone}` })).toHaveAttribute(
      'href',
      `tel:${expected.phone.replace(/\s/g, '')}`,
    )
    await expect(support.getByRole('link', { name: `E-Mail: ${expected.email}` })).toHaveAttribute(
      'href',
      `mailto:${expected.email}`,
    )
  })
}

test('the "Gratis Muster" popover opens and closes', async ({ page }) => {
  await page.goto('/de/')
  const open = page.getByRole('banner').getByRole('button', { name: 'Gratis Muster' })
  const popover = page.locator('#samples-info')
  await expect(popover).toBeHidden()

  await open.click()
  await expect(popover).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Musterkarten gratis' })).toContainText('1,90 €')
  await popover.getByRole('button', { name: 'Schließen' }).click()
  await expect(popover).toBeHidden()

  await open.click()
  await expect(popover).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()
})

test('Tab reaches the skip link first, and Enter moves on to the main content', async ({ page }) => {
  await page.goto('/de/')
  // The running campaign's banner arrives after load (ADR 0111) at the top of <main>.
  const campaign = page.getByTestId('campaign-banner')
  await expect(campaign).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  // The next Tab continues inside <main>, past the header's logo and navigation.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
  // The home starts with the campaign banner, then the story's main teaser: the banner's link is the
  // first stop, the teaser's first slide link the next.
  await expect(campaign.getByRole('link')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('[data-container="main_teaser"] a').first()).toBeFocused()
})

async function expectNoSeriousViolations(page: Page, url: string, status: number) {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(status)
  expect(await seriousA11yViolations(page), url).toEqual([])
}

for (const brand of BRAND_PAGES) {
  test(`${brand.key}: no serious axe violations on home, 404, products and wishlist`, async ({ page }) => {
    // Four pages with a full axe scan each: about 10 s alone, more beside other workers.
    test.setTimeout(90_000)
    await expectNoSeriousViolations(page, brand.origin + brand.home, 200)
    await expectNoSeriousViolations(page, brand.origin + brand.missing, 404)
    await expectNoSeriousViolations(page, brand.origin + brand.products, 200)
    // The poster brand has no wishlist, so its wishlist URL is the 404 page.
    await expectNoSeriousViolations(page, brand.origin + brand.wishlist, brand.key === 'card' ? 200 : 404)
  })
}

test.describe('at 320 px width', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const key of ['card', 'poster'] as const) {
    test(`${key}: pages do not scroll sideways`, async ({ page }) => {
      const brand = brandPages(key)
      for (const path of [brand.home, brand.products, brand.missing]) {
        await page.goto(brand.origin + path)
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }))
        expect(widths.client, path).toBe(320)
        expect(widths.scroll, path).toBeLessThanOrEqual(widths.client)
      }
    })
  }
})
