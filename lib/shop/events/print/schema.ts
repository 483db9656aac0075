import { z } from 'zod'
import { PRINT_KINDS } from './kinds'

/** "Drucken" of an event at its edges (issue 31 point 7): which piece, and whether it shows the meal. */
export const startPrintSchema = z.strictObject({
  kind: z
    .enum(
      PRINT_KINDS,
      'Bitte wählen Sie, was gedruckt wird: envelopes, place-cards, table-plan, table-cards oder thank-you.',
    )
    .describe(
      'envelopes (the invitation with an addressed envelope per household), place-cards (guests who said yes), table-plan (one A2 poster with every table and its guests), table-cards (one per table), thank-you (households that came)',
    ),
  withMeal: z
    .boolean('withMeal: true oder false.')
    .default(false)
    .describe('Place cards: a small line with the guest’s meal under the name (events that ask for meals)'),
})
export type StartPrintInput = z.output<typeof startPrintSchema>

export const startedPrintSchema = z.object({
  kind: z.enum(PRINT_KINDS),
  savedDesignId: z.uuid().describe('The customer’s new saved design; the editor opens it'),
  designId: z.number().int().describe('The catalogue design it is made from'),
  cards: z.number().int().describe('Cards the list prints: one per guest, table or household; 1 poster'),
  overfull: z
    .boolean()
    .describe('table-plan: even the smallest type leaves a column too long; the names are set smaller')
    .optional(),
})

export const printOverviewSchema = z.object({
  entries: z.array(
    z.object({
      kind: z.enum(PRINT_KINDS),
      cards: z.number().int(),
      sample: z.array(z.string()).describe('The first cards’ names, tables or recipient lines'),
    }),
  ),
  unseated: z.number().int().describe('Guests who said yes but sit at no table'),
  unseatedNames: z.array(z.string()).describe('The first ten of them by name (not printed on the plan)'),
  unaddressed: z.number().int().describe('Households without street and town: no envelope'),
  askMeals: z.boolean().describe('The event asks its guests for a meal'),
})
