import type { Db } from '@/lib/db/types'
import type { DietKey } from '@/lib/model/events'
import { sheetFile, type GuestSheet, type SheetFormat } from '@/lib/shop/events/guests/export'
import { dashboardStats, type DashboardStats } from './stats'

/**
 * The caterer's list (issue 31 point 6): per sub-event the number of guests, children, meals, diets
 * and the allergy texts, and nothing else. It is handed to a third party, so it is made from the
 * dashboard's counts alone (no household, member, e-mail or address is ever read into it); the
 * allergy texts are what guests typed, listed without whose they are.
 */

/** The caterer's German words for the diets (the file is for a German kitchen, whatever the shop language). */
export const DIET_WORDS: Record<DietKey, string> = {
  vegetarian: 'vegetarisch',
  vegan: 'vegan',
  'gluten-free': 'glutenfrei',
  'lactose-free': 'laktosefrei',
  'nut-allergy': 'Nussallergie',
  'fish-allergy': 'Fischallergie',
  halal: 'halal',
  kosher: 'koscher',
}

export const CATERER_COLUMNS = ['Programmteil', 'Datum', 'Angabe', 'Anzahl']

export function catererSheet(stats: DashboardStats): GuestSheet {
  const rows: string[][] = []
  for (const sub of stats.subEvents) {
    const row = (what: string, count: number) =>
      rows.push([sub.name, germanDay(sub.date), what, String(count)])
    row('Gäste (Zusagen)', sub.accepted)
    row('davon Kinder', sub.children)
    row('davon Begleitpersonen', sub.plusOnes)
    row('noch offen', sub.open)
    for (const meal of sub.meals) row(`Menü: ${meal.choice}`, meal.count)
    if (sub.meals.length && sub.mealUnknown) row('Menü: ohne Angabe', sub.mealUnknown)
    for (const diet of sub.diets) if (diet.count) row(`Ernährung: ${DIET_WORDS[diet.key]}`, diet.count)
    for (const allergy of sub.allergies) row(`Allergie/Unverträglichkeit: ${allergy.text}`, allergy.count)
  }
  return { columns: CATERER_COLUMNS, rows }
}

export async function catererExport(
  db: Db,
  customerId: string,
  eventId: string,
  format: SheetFormat,
): Promise<Uint8Array> {
  const sheet = catererSheet(await dashboardStats(db, customerId, eventId))
  return sheetFile(sheet, format, 'Caterer')
}

function germanDay(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}.${month}.${year}`
}
