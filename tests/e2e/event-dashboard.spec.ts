import { expect, test, type APIRequestContext } from './fixtures'
import { mailSubjects, uniqueEmail } from './account-support'
import { noSidewaysScroll, ok, signedInCouple } from './event-support'
import { SAME_ORIGIN } from './support'

/**
 * Issue 31 point 6 in the browser, on a desktop and a 390 px phone: a couple's published wedding with
 * two households (E1's and E2's endpoints), the Bergs answer through E3's RSVP endpoint, the
 * dashboard shows the counts and the meal, "Erinnerung senden" mails the Kleins (and only them, seen
 * in the dev mail viewer), and a second click sends nothing and says why.
 */

interface Household {
  id: string
  rsvpToken: string
  members: { id: string; firstName: string }[]
}

const place = { street: '', postcode: '', country: 'DE', note: '', endTime: null }
const SUB_EVENTS = [
  {
    ...place,
    name: 'Standesamt',
    date: '2027-06-12',
    startTime: '11:00',
    placeName: 'Rathaus',
    city: 'Berlin',
  },
  {
    ...place,
    name: 'Feier',
    date: '2027-06-12',
    startTime: '18:00',
    placeName: 'Gut Kaden',
    city: 'Alveslohe',
  },
]

/** The published wedding with the Bergs (both parts) and Cem Klein (the party), each with an address. */
async function wedding(request: APIRequestContext, emails: { berg: string; klein: string }) {
  const post = (url: string, data: unknown) => request.post(url, { headers: SAME_ORIGIN, data })
  const created = await ok<{ id: string }>(
    post('/web-api/events', { occasion: 'hochzeit', title: 'Anna & Ben', eventDate: '2027-06-12' }),
  )
  const event = await ok<{ id: string; slug: string; subEvents: { id: string; name: string }[] }>(
    request.patch(`/web-api/events/${created.id}`, {
      headers: SAME_ORIGIN,
      data: {
        subEvents: SUB_EVENTS,
        questions: { mealChoices: ['Fleisch', 'Fisch'], askDiet: true, askSongWish: false, freeQuestion: '' },
      },
    }),
  )
  await ok(post(`/web-api/events/${event.id}/publish`, { published: true }))
  const [ceremony, party] = event.subEvents.map((s) => s.id) as [string, string]
  const berg = await ok<Household>(
    post(`/web-api/events/${event.id}/guests`, {
      name: 'Familie Berg',
      email: emails.berg,
      subEventIds: [ceremony, party],
      members: [
        { salutation: 'herr', firstName: 'Max', lastName: 'Berg' },
        { salutation: 'frau', firstName: 'Eva', lastName: 'Berg' },
      ],
    }),
  )
  await ok(
    post(`/web-api/events/${event.id}/guests`, {
      name: 'Cem Klein',
      email: emails.klein,
      subEventIds: [party],
      members: [{ salutation: 'herr', firstName: 'Cem', lastName: 'Klein' }],
    }),
  )
  return { event, ceremony, party, berg }
}

test('dashboard: counts and meal after an answer, one reminder to the household without one, none twice', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  await signedInCouple(page, 'dashboard')
  const emails = { berg: uniqueEmail('berg'), klein: uniqueEmail('klein') }
  const { event, ceremony, party, berg } = await wedding(page.request, emails)

  // The Bergs answer with their personal link: Max comes to both (fish), Eva to neither.
  const [max, eva] = berg.members
  await ok(
    page.request.post(`/web-api/event-pages/${event.slug}/rsvp`, {
      headers: SAME_ORIGIN,
      data: {
        token: berg.rsvpToken,
        members: [
          { memberId: max!.id, attending: [ceremony, party], mealChoice: 'Fisch' },
          { memberId: eva!.id, attending: [] },
        ],
      },
    }),
  )

  await page.goto(`/de/kundenkonto/events/${event.id}/`)
  await page
    .getByRole('navigation', { name: 'Bereiche des Events' })
    .getByRole('link', { name: 'Übersicht' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/de/kundenkonto/events/${event.id}/uebersicht/$`))
  const dashboard = page.getByTestId('event-dashboard')
  await expect(dashboard.getByTestId('dashboard-households')).toHaveText(
    '1 von 2 Haushalten haben geantwortet',
  )
  const feier = dashboard.getByTestId('dashboard-sub-event').filter({ hasText: 'Feier' })
  await expect(feier.getByTestId('count-invited')).toContainText('3')
  await expect(feier.getByTestId('count-accepted')).toContainText('1')
  await expect(feier.getByTestId('count-declined')).toContainText('1')
  await expect(feier.getByTestId('count-open')).toContainText('1')
  await expect(
    feier.getByTestId('dashboard-meals').getByRole('listitem').filter({ hasText: 'Fisch' }),
  ).toContainText('1')
  await expect(dashboard.getByTestId('dashboard-activity')).toContainText(
    'Familie Berg hat geantwortet: 1 Zusage, 1 Absage',
  )
  const reminders = dashboard.getByTestId('dashboard-reminders')
  await expect(reminders.getByTestId('dashboard-reminders-due')).toHaveText(
    '1 Haushalt bekommt eine Erinnerung per E-Mail.',
  )
  await expect(reminders).toContainText('Keine Erinnerung: 1 hat geantwortet.')
  await noSidewaysScroll(page)

  await reminders.getByRole('button', { name: 'Erinnerung senden' }).click()
  await expect(reminders.getByText('Erinnerung an 1 Haushalt gesendet.')).toBeVisible()
  await expect(reminders.getByTestId('dashboard-reminders-due')).toHaveText(
    'Im Moment bekommt kein Haushalt eine Erinnerung.',
  )
  await expect(dashboard.getByTestId('dashboard-activity').getByRole('listitem').first()).toContainText(
    'Erinnerung an 1 Haushalt gesendet',
  )
  await expect
    .poll(() => mailSubjects(page.request, emails.klein), { timeout: 10_000 })
    .toEqual(['Erinnerung: Bitte antworten bis Samstag, 12. Juni 2027'])
  expect(await mailSubjects(page.request, emails.berg)).toEqual([])

  // A second click sends nothing and says why.
  await reminders.getByRole('button', { name: 'Erinnerung senden' }).click()
  await expect(reminders.getByText(/Im Moment ist niemand zu erinnern/)).toBeVisible()
  expect(await mailSubjects(page.request, emails.klein)).toHaveLength(1)
  await noSidewaysScroll(page)
})
