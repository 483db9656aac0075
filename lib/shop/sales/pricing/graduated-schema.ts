import { z } from 'zod'

/** The answer's shape of graduatedLines (./graduated.ts): the calendar, photo book and frame prices
 * all report their price bands like this. */
const minor = z.number().int().min(0).describe('Gross amount in minor units (cents) incl. VAT')
const graduatedLine = z.object({
  from: z.number().int(),
  to: z.number().int(),
  quantity: z.number().int(),
  unitPrice: minor,
  total: minor,
})
export const graduatedLinesSchema = z.array(graduatedLine).describe('Price bands: later pieces cost less')
