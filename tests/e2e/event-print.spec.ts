import { expect, test } from './fixtures'
import { noSidewaysScroll, ok, signedInCouple } from './event-support'
import { SAME_ORIGIN } from './support'

/**
 * Issue 31 point 7 in the browser, on a desktop and a 390 px phone: the couple gives an accepted guest
 * a table in the guest list, the "Drucken" tab counts the place cards of the guests who said yes, and
 * "Platzkarten gestalten" opens the card design tool with the saved place card whose mail merge is
 * that list. (The order's print file with exactly these names is checked in lib/shop/events/print.)
 */

interface Household {
  id: string
  rsvpToken: string
  members: { id: string; firstName: string }[]
}

test('print: a table in the guest list, place cards for the guests who said yes, opened in the design tool', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  await signedInCouple(page, 'print')
  const post = (url: string, data: unknown) => page.request.post(url, { headers: SAME_ORIGIN, data })
  const created = await ok<{ id: string }>(
    post('/web-api/events', { occasion: 'hochzeit', title: 'Anna & Ben', eventDate: '2027-06-12' }),
  )
  const party = {
    name: 'Feier',
    date: '2027-06-12',
    startTime: '18:00',
    endTime: null,
    placeName: 'Gut Kaden',
    street: '',
    postcode: '',
    city: 'Alveslohe',
    country: 'DE',
    note: '',
  }
  const event = await ok<{ id: string; slug: string; subEvents: { id: string }[] }>(
    page.request.patch(`/web-api/events/${created.id}`, {
      headers: SAME_ORIGIN,
      data: {
        subEvents: [party],
        questions: {
          mealChoices: ['Fleisch', 'Fisch'],
          askDiet: false,
          askSongWish: false,
          freeQuestion: '',
        },
      },
    }),
  )
  await ok(post(`/web-api/events/${event.id}/publish`, { published: true }))
  const partyId = event.subEvents[0]!.id
  const berg = await ok<Household>(
    post(`/web-api/events/${event.id}/guests`, {
      name: 'Familie Berg',
      subEventIds: [partyId],
      members: [
        { salutation: 'herr', firstName: 'Max', lastName: 'Berg' },
        { salutation: 'frau', firstName: 'Eva', lastName: 'Berg' },
      ],
    }),
  )
  // Max comes (fish), Eva does not: one place card.
  const [max, eva] = berg.members
  await ok(
    post(`/web-api/event-pages/${event.slug}/rsvp`, {
      token: berg.rsvpToken,
      members: [
        { memberId: max!.id, attending: [partyId], mealChoice: 'Fisch' },
        { memberId: eva!.id, attending: [] },
      ],
    }),
  )

  // The guest list: Max gets table 2 in the household's form.
  await page.goto(`/de/kundenkonto/events/${event.id}/gaeste/`)
  const household = page.getByTestId('household').filter({ hasText: 'Familie Berg' })
  await household.getByRole('button', { name: /Bearbeiten/ }).click()
  await page.getByTestId('member').first().getByLabel('Tisch').fill('2')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(household).toContainText('Max Berg (Tisch 2)')
  await expect(household.getByTestId('salutation')).toHaveText(
    'Sie: Sehr geehrter Herr Berg, sehr geehrte Frau Berg',
  )

  // "Drucken": one place card, Max's; the meal line is offered because the event asks for meals.
  await page.getByRole('link', { name: 'Drucken' }).click()
  await expect(page).toHaveURL(new RegExp(`/de/kundenkonto/events/${event.id}/drucken/$`))
  const placeCards = page.getByTestId('print-place-cards')
  await expect(placeCards).toContainText('1 Karte')
  await expect(placeCards).toContainText('Max Berg')
  await expect(placeCards).not.toContainText('Eva')
  await expect(placeCards.getByLabel('Menü der Gäste unter dem Namen zeigen')).toBeChecked()
  await expect(page.getByTestId('print-table-cards')).toContainText('Tisch 2')
  // The table plan: one A2 poster with table 2 (the poster and its print file: lib/shop/events/print).
  await expect(page.getByTestId('print-table-plan')).toContainText('1 Poster, DIN A2')
  await expect(page.getByTestId('print-table-plan')).toContainText('Tisch 2')
  await noSidewaysScroll(page)

  await placeCards.getByRole('button', { name: 'Platzkarten gestalten' }).click()
  await expect(page).toHaveURL(/\/de\/configurator-card\/?\?design=\d+&saved=[0-9a-f-]{36}(&|$)/, {
    timeout: 20_000,
  })
  // The design tool opens the saved place card with the list of the one accepted guest as its mail merge.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await page.getByRole('tab', { name: /^Gästeliste(\d+)?$/ }).click()
  await expect(page.getByTestId('guest-count')).toContainText(
    '1 Gast · Spalten: Name, Vorname, Nachname, Tisch, Menü',
  )
})
