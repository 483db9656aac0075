import { z } from 'zod'
import { EVENT_ACTIVITY_KINDS } from '@/lib/db/schema/events'
import { DIET_KEYS } from '@/lib/model/events'

/** What the dashboard's endpoints answer (issue 31 point 6): counts and words, no guest's contact data. */
const count = z.number().int().min(0)

export const subEventCountsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  date: z.string(),
  invited: count,
  accepted: count.describe('Attending guests, plus-ones included'),
  declined: count,
  open: count,
  plusOnes: count.describe('Attending plus-ones named by households, included in accepted'),
  children: count.describe('Attending children, included in accepted'),
  meals: z.array(z.object({ choice: z.string(), count })),
  mealUnknown: count,
  diets: z.array(z.object({ key: z.enum(DIET_KEYS), count })),
  allergies: z.array(z.object({ text: z.string(), count })).describe('Allergy texts without names'),
})

export const reminderPlanSchema = z.object({
  due: count,
  answered: count,
  noEmail: count,
  remindedRecently: count,
  blocked: z.string().nullable(),
  gapDays: count,
})

export const activityListSchema = z.object({
  items: z.array(
    z.object({ id: z.uuid(), kind: z.enum(EVENT_ACTIVITY_KINDS), at: z.iso.datetime(), text: z.string() }),
  ),
  older: count,
})

export const dashboardSchema = z.object({
  eventId: z.uuid(),
  title: z.string(),
  households: z.object({ total: count, answered: count, open: count }),
  subEvents: z.array(subEventCountsSchema),
  reminders: reminderPlanSchema,
  activity: activityListSchema,
})
export type Dashboard = z.infer<typeof dashboardSchema>

export const sendRemindersSchema = z.strictObject({})
export const reminderResultSchema = z.object({ sent: z.number().int().min(1), reminders: reminderPlanSchema })

/** The caterer's file comes in the guest list's formats (one query for every event download). */
export { exportQuerySchema as catererQuerySchema } from '@/lib/shop/events/guests/schema'
