import { expect, test, type Page } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN, SAME_ORIGIN } from './support'

/**
 * Security headers and the cross-site rule against the production build (ADR 0018). Pages must keep
 * working under their CSP: no console report of a blocked script, style or connection.
 */

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

function collectCspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|connect|apply|frame)/i.test(message.text())) {
      violations.push(message.text())
    }
  })
  return violations
}

const PAGES = [
  { name: 'card home (prerendered)', url: `${CARD_ORIGIN}/de/`, nonce: false },
  { name: 'sign-up (prerendered)', url: `${CARD_ORIGIN}/de/kundenkonto/registrieren/`, nonce: false },
  // Rendered once for every visitor without cookies (ADR 0112): the prerendered pages' policy.
  { name: 'imprint (content page)', url: `${CARD_ORIGIN}/de/impressum/`, nonce: false },
  // Rendered once for everyone without a session (ADR 0031, 0112): the prerendered pages' policy.
  { name: 'occasion listing (shared rendering)', url: `${CARD_ORIGIN}/de/products/hochzeit/`, nonce: false },
  {
    name: 'product page (shared rendering)',
    url: `${CARD_ORIGIN}/de/products/design/zeitloser-kranz-sticker/`,
    nonce: false,
  },
  {
    name: 'product page of a signed-in visitor',
    url: `${CARD_ORIGIN}/de/products/design/zeitloser-kranz-sticker/`,
    nonce: true,
    session: 'not-a-real-session',
  },
  { name: 'cart', url: `${CARD_ORIGIN}/de/warenkorb/`, nonce: true },
  { name: 'poster home (prerendered)', url: `${POSTER_ORIGIN}/de`, nonce: false },
]

for (const target of PAGES) {
  test(`${target.name}: CSP and security headers, page works under them`, async ({ page }) => {
    const violations = collectCspViolations(page)
    // An unknown session reads as signed out, but the page is rendered for its holder all the same.
    const session = 'session' in target ? target.session : undefined
    if (session)
      await page.context().addCookies([{ name: 'shop.session_token', value: session, url: CARD_ORIGIN }])
    const response = await page.goto(target.url)
    expect(response?.status()).toBe(200)
    const headers = response?.headers() ?? {}
    const csp = directives(headers['content-security-policy'])
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('base-uri')).toBe("'none'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toContain('max-age=')
    const scripts = csp.get('script-src') ?? ''
    if (target.nonce) {
      const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1]
      expect(nonce, 'rendered pages carry a nonce').toBeTruthy()
      expect(scripts).toContain("'strict-dynamic'")
      expect(scripts).not.toContain("'unsafe-inline'")
      // Next tagged its scripts with this response's nonce (the property; browsers hide the attribute).
      const tagged = await page.evaluate(
        (value) => [...document.scripts].filter((s) => s.src && s.nonce === value).length,
        nonce,
      )
      expect(tagged).toBeGreaterThan(0)
    } else {
      expect(scripts).not.toContain('nonce-')
      expect(scripts).not.toMatch(/https?:/)
    }
    // Hydrated: the skip link's target and client components answer.
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
}

test('two visits of a rendered page get different nonces', async ({ request }) => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec(
      (await request.get('/de/warenkorb/')).headers()['content-security-policy'] ?? '',
    )?.[1]
  const first = await nonceOf()
  expect(first).toBeTruthy()
  expect(await nonceOf()).not.toBe(first)
})

test('API responses load nothing and are not sniffed', async ({ request }) => {
  const response = await request.get('/web-api/cart')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
})

test('state changes from another site, with a null or without an Origin are refused with 403', async ({
  request,
}) => {
  const item = { data: { kind: 'sample', designId: 1 } }
  const attempts: Record<string, string>[] = [
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    {},
    { Origin: 'https://evil.example', 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  ]
  for (const headers of attempts) {
    const response = await request.post('/web-api/cart/samples', { ...item, headers })
    expect(response.status(), JSON.stringify(headers)).toBe(403)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /another website/,
    )
  }
  const login = await request.post('/web-api/customer-login', {
    data: { email: 'a@example.com', password: 'x' },
    headers: { Origin: 'https://evil.example' },
  })
  expect(login.status()).toBe(403)
  // The same request from the shop itself gets through to the endpoint (which judges its body).
  const own = await request.post('/web-api/customer-login', {
    data: { email: 'a@example.com', password: 'x' },
    headers: SAME_ORIGIN,
  })
  expect(own.status()).not.toBe(403)
})

test('a form posted to a page from another site gets a 403 page', async ({ request }) => {
  const response = await request.post('/de/kasse/', {
    form: { email: 'a@example.com' },
    headers: { Origin: 'https://evil.example' },
  })
  expect(response.status()).toBe(403)
  expect(await response.text()).toContain('403 - Forbidden')
})

test('scripts and styles come compressed at build time, with the same headers, and the page works', async ({
  page,
}) => {
  // The first visit lets the server learn each file's headers from Next (ADR 0041).
  await page.goto(`${CARD_ORIGIN}/de/`)
  await page.waitForLoadState('networkidle')
  const assets: { url: string; headers: Record<string, string> }[] = []
  page.on('response', async (response) => {
    if (/\/_next\/static\/.+\.(js|css)$/.test(response.url())) {
      assets.push({ url: response.url(), headers: await response.allHeaders() })
    }
  })
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  // Reloaded bypassing the browser's cache, so every script and style is asked for again.
  const session = await page.context().newCDPSession(page)
  await session.send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.reload()
  await page.getByRole('button', { name: 'Gratis Muster' }).click()
  await expect(page.locator('#samples-info')).toBeVisible()
  expect(assets.filter((a) => a.url.endsWith('.js')).length).toBeGreaterThan(3)
  for (const { url, headers } of assets) {
    expect(headers['content-encoding'], url).toBe('br')
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable')
    expect(headers['x-content-type-options'], url).toBe('nosniff')
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    expect(headers.vary, url).toBe('Accept-Encoding')
  }
  expect(errors).toEqual([])
})
