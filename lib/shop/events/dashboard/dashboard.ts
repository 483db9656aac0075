import type { Db } from '@/lib/db/types'
import { activityList } from './activity'
import { reminderPlan, sendReminders } from './reminders'
import type { Dashboard } from './schema'
import { dashboardStats } from './stats'

/** The whole dashboard in one answer (page and JSON): counts, the reminder plan and the activity list. */
export async function eventDashboard(
  db: Db,
  customerId: string,
  eventId: string,
  now = new Date(),
): Promise<Dashboard> {
  const stats = await dashboardStats(db, customerId, eventId)
  const reminders = await reminderPlan(db, customerId, eventId, now)
  const activity = await activityList(db, customerId, eventId)
  return { ...stats, reminders, activity }
}

/** Sends the due reminders and answers with the plan after them (what the page shows next). */
export async function remindHouseholds(db: Db, customerId: string, eventId: string, now = new Date()) {
  const { sent } = await sendReminders(db, customerId, eventId, now)
  return { sent, reminders: await reminderPlan(db, customerId, eventId, now) }
}
