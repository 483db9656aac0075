import { RSVP_LIMITS } from '@/lib/shop/events/rsvp/answer-schema'

/**
 * The RSVP form's fields (components/events/rsvp-form.tsx) as the endpoint's JSON body, so a browser
 * without JavaScript gets the same checks. Field names:
 *   token; member = {memberId} (one per member); m.{memberId}.{subEventId} = yes | no;
 *   m.{memberId}.meal, m.{memberId}.diet (repeated), m.{memberId}.allergies;
 *   p{n}.firstName, p{n}.lastName, p{n}.{subEventId}, p{n}.meal, p{n}.diet, p{n}.allergies (plus-ones,
 *   a row without a first name is left out); songWish, freeAnswer, message.
 * Values the schema does not expect stay as sent, so the schema names them.
 */
export function rsvpBodyOfForm(form: FormData): Record<string, unknown> {
  const one = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string')
  const subEventIds = new Set<string>()
  for (const key of form.keys()) {
    const parts = key.split('.')
    if (parts.length === 3 && parts[0] === 'm' && /^[0-9a-f-]{36}$/i.test(parts[2] ?? '')) {
      subEventIds.add(parts[2] ?? '')
    }
    if (parts.length === 2 && /^p\d+$/.test(parts[0] ?? '') && /^[0-9a-f-]{36}$/i.test(parts[1] ?? '')) {
      subEventIds.add(parts[1] ?? '')
    }
  }
  const person = (prefix: string) => ({
    attending: [...subEventIds].filter((id) => one(`${prefix}.${id}`) === 'yes'),
    mealChoice: one(`${prefix}.meal`) || null,
    diets: all(`${prefix}.diet`),
    allergies: one(`${prefix}.allergies`) ?? '',
  })
  const plusOnes = []
  for (let index = 0; index < RSVP_LIMITS.plusOnes + 1; index++) {
    const firstName = one(`p${index}.firstName`)?.trim()
    if (!firstName) continue
    plusOnes.push({ firstName, lastName: one(`p${index}.lastName`) ?? '', ...person(`p${index}`) })
  }
  return {
    token: one('token'),
    members: all('member').map((memberId) => ({ memberId, ...person(`m.${memberId}`) })),
    plusOnes,
    songWish: one('songWish') ?? '',
    freeAnswer: one('freeAnswer') ?? '',
    message: one('message') ?? '',
  }
}

/** A plain form's text fields as an object (the find and password forms). */
export function fieldsOfForm(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === 'string') out[name] = value
  }
  return out
}
