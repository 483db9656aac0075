import { revalidatePath } from 'next/cache'
import { ZodError } from 'zod'
import { ShopError } from '@/lib/shop/common/errors'

/**
 * What a shipping or money form shows after it was sent (issue 34 points 3, 4): a sentence, and on a
 * refusal the values as typed, so a failed action keeps what was typed (the form renders them back).
 */
export type DeskState = { ok: boolean; message: string; values: Record<string, string> } | null

/** The form's text fields as typed (files and repeated fields left out). */
export function typed(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, 2000)
  }
  return values
}

/**
 * Runs a desk action: its German success sentence, or the refusal's (a zod issue's message or a
 * ShopError's, both written for staff) with the typed values. Anything else is a real fault and
 * propagates. The page is revalidated so the answer shows the new state.
 */
export async function runDesk(
  values: Record<string, string>,
  work: () => Promise<string>,
  /** The page that shows the result, e.g. /backoffice/orders/KS-100123. */
  path: string,
): Promise<DeskState> {
  try {
    const message = await work()
    revalidatePath(path, 'page')
    return { ok: true, message, values: {} }
  } catch (error) {
    if (error instanceof ZodError) {
      return { ok: false, message: error.issues.map((i) => i.message).join(' '), values }
    }
    if (error instanceof ShopError) return { ok: false, message: error.message, values }
    throw error
  }
}
