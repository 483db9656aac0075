/**
 * Payment reminders for invoices (issue 34 point 4). The first is due the day after the payment term
 * (PAYMENT_TERM_DAYS in ./shipping.ts) ends unpaid; the second this many days after the first. There
 * is no third: after the second, a person decides (collection agency, phone call, write-off).
 */
export const SECOND_REMINDER_AFTER_DAYS = 10
export const REMINDER_LEVELS = [1, 2] as const
export type ReminderLevel = (typeof REMINDER_LEVELS)[number]
