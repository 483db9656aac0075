import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'
import { CARD_ORIGIN, POSTER_ORIGIN } from './support'

/** Draft preview: a valid Storyblok preview link shows draft stories; a wrong token is ignored. */

// The local content store's preview token (lib/cms/constants.ts); with Storyblok it is STORYBLOK_TOKEN.
const PREVIEW_TOKEN = 'local-preview-token'
const DRAFT_ONLY = 'Neu im Sortiment: Menükarten im Hochzeitsdesign'

function previewLink(path: string, token?: string, storyId = '1001'): string {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signed = createHash('sha1').update(`42:${PREVIEW_TOKEN}:${timestamp}`).digest('hex')
  const query = new URLSearchParams({
    _storyblok: storyId,
    '_storyblok_tk[space_id]': '42',
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token ?? signed,
  })
  return `${path}?${query}`
}

test('a valid preview link renders the draft story; leaving preview shows the published one', async ({
  page,
}) => {
  await page.goto('/de/')
  await expect(page.getByRole('heading', { name: DRAFT_ONLY })).toHaveCount(0)

  await page.goto(previewLink('/de/'))
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/`)
  await expect(page.getByRole('heading', { name: DRAFT_ONLY })).toBeVisible()

  await page.goto('/cms-preview?exit&path=/de/')
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/`)
  await expect(page.getByRole('heading', { name: DRAFT_ONLY })).toHaveCount(0)
})

test('the poster channel previews a draft of a catalogue page the same way', async ({ page }) => {
  const published = 'Unsere Kundinnen und Kunden wählen diese Designs am häufigsten.'
  const draft = 'Die meistgewählten Designs der Saison.'
  await page.goto(`${POSTER_ORIGIN}/de/kalender`)
  await expect(page.getByText(published)).toBeVisible()

  await page.goto(`${POSTER_ORIGIN}${previewLink('/de/kalender', undefined, '2161')}`)
  await expect(page).toHaveURL(`${POSTER_ORIGIN}/de/kalender`)
  await expect(page.getByText(draft)).toBeVisible()
  await expect(page.getByText(published)).toHaveCount(0)

  await page.goto(`${POSTER_ORIGIN}/cms-preview?exit&path=/de/kalender`)
  await expect(page.getByText(published)).toBeVisible()
})

test('a wrong preview token is ignored', async ({ page }) => {
  await page.goto(previewLink('/de/', 'f'.repeat(40)))
  await expect(page).toHaveURL(`${CARD_ORIGIN}/de/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: DRAFT_ONLY })).toHaveCount(0)
})

test('the publish webhook refuses unsigned calls', async ({ request }) => {
  const response = await request.post('/cms-webhook', { data: { action: 'published' } })
  // The browser-test server runs without CMS_WEBHOOK_SECRET: the webhook is switched off.
  expect([401, 404]).toContain(response.status())
  expect(((await response.json()) as { error: string }).error).toMatch(/webhook/)
})
