import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { expect, type Browser, type Page } from '@playwright/test'
import { BACKOFFICE_PAGES } from '../../components/backoffice/pages'
import { linkFromMail, TEST_PASSWORD, uniqueEmail } from './account-support'
import { ADDRESS, orderCards } from './backoffice-support'
import { SAME_ORIGIN } from './support'

/**
 * Every back-office page reached for real (issue 34 point 8): the page list is the one the header
 * uses (components/backoffice/pages.ts); this file knows how to reach each entry — with which
 * session and with which order, customer or invitation — and says so when an entry is new to it.
 */

/** Who opens a page: signed-in staff, someone between password and code (new or enrolled), or anyone. */
export type Visitor = 'staff' | 'enrolling' | 'verifying' | 'anyone'

export interface ReachablePage {
  route: string
  url: string
  visitor: Visitor
}

/** The page folders under app/backoffice that hold a page.tsx, as the registry names them. */
export function pageRoutesOnDisk(): string[] {
  const root = join(process.cwd(), 'app', 'backoffice')
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else if (entry.name === 'page.tsx') found.push(relative(root, dir).split(sep).join('/'))
    }
  }
  walk(root)
  return found.sort()
}

/** What the dynamic pages show: an order on invoice of a customer with an account, and an invitation. */
export interface PageData {
  number: string
  customerEmail: string
  customerId: string
  invitationPath: string
}

/** Made through the owner's browser (`owner` signed in); the shop's requests go through `browser`. */
export async function makePageData(owner: Page, browser: Browser): Promise<PageData> {
  const customerEmail = uniqueEmail('handy-kunde')
  const shop = await browser.newContext()
  const visitor = await shop.newPage()
  const signUp = await visitor.request.post('/web-api/customer-signup', {
    headers: { ...SAME_ORIGIN, locale: 'de-DE' },
    data: {
      email: customerEmail,
      password: TEST_PASSWORD,
      firstName: ADDRESS.firstName,
      lastName: ADDRESS.lastName,
    },
  })
  expect(signUp.status()).toBe(200)
  const number = await orderCards(visitor, customerEmail, [{ format: 'a6' }])
  await shop.close()

  await owner.goto(`/backoffice/customers?q=${encodeURIComponent(customerEmail)}`)
  const href = await owner.getByTestId('customer-hit').getByRole('link').first().getAttribute('href')
  const customerId = /\/customers\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1] ?? ''
  expect(customerId, 'the customer search links the account').not.toBe('')

  const invitee = uniqueEmail('handy-team')
  await owner.goto('/backoffice/staff')
  const invite = owner.getByRole('region', { name: 'Neue Person einladen' })
  await invite.getByLabel('Name').fill('Hanna Handy')
  await invite.getByLabel('E-Mail-Adresse').fill(invitee)
  await invite.getByRole('button', { name: 'Einladung senden' }).click()
  await expect(owner.locator('main [role=status]')).toHaveText('Die Einladung ist verschickt.')
  const invitationPath = await linkFromMail(owner.request, invitee, 'backoffice/invite/')
  return { number, customerEmail, customerId, invitationPath }
}

/** How each entry of the page list is reached; an entry missing here fails the checks by its name. */
const REACH: Record<string, (data: PageData) => { url: string; visitor: Visitor }> = {
  '': (d) => ({ url: `/backoffice?q=${d.number}`, visitor: 'staff' }),
  reviews: () => ({ url: '/backoffice/reviews', visitor: 'staff' }),
  shipping: () => ({ url: '/backoffice/shipping', visitor: 'staff' }),
  production: () => ({ url: '/backoffice/production', visitor: 'staff' }),
  receivables: () => ({ url: '/backoffice/receivables', visitor: 'staff' }),
  customers: (d) => ({
    url: `/backoffice/customers?q=${encodeURIComponent(d.customerEmail)}`,
    visitor: 'staff',
  }),
  staff: () => ({ url: '/backoffice/staff', visitor: 'staff' }),
  'api-access': () => ({ url: '/backoffice/api-access', visitor: 'staff' }),
  'orders/[number]': (d) => ({ url: `/backoffice/orders/${d.number}`, visitor: 'staff' }),
  'customers/[id]': (d) => ({ url: `/backoffice/customers/${d.customerId}`, visitor: 'staff' }),
  login: () => ({ url: '/backoffice/login', visitor: 'anyone' }),
  enrol: () => ({ url: '/backoffice/enrol', visitor: 'enrolling' }),
  verify: () => ({ url: '/backoffice/verify', visitor: 'verifying' }),
  'invite/[token]': (d) => ({ url: d.invitationPath, visitor: 'anyone' }),
  '[...rest]': () => ({ url: '/backoffice/gibt-es-nicht', visitor: 'staff' }),
}

export function reachablePages(data: PageData): ReachablePage[] {
  return BACKOFFICE_PAGES.map(({ route }) => {
    const reach = REACH[route]
    if (!reach) throw new Error(`tests/e2e/backoffice-pages.ts does not know how to open "${route}"`)
    return { route, ...reach(data) }
  })
}

/** The routes of the page list, for the check that it holds every page on disk. */
export const listedRoutes = (): string[] => BACKOFFICE_PAGES.map((p) => p.route).sort()
