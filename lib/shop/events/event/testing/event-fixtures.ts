import { randomUUID } from 'node:crypto'
import { customers, savedDesigns, uploads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/** A customer row as the account makes it (test setup only; sign-up itself is tested elsewhere). */
export async function eventOwner(db: Db, email = `owner-${randomUUID()}@example.com`) {
  const [row] = await db
    .insert(customers)
    .values({
      id: randomUUID(),
      name: 'Anna Berg',
      email,
      emailVerified: true,
      firstName: 'Anna',
      lastName: 'Berg',
    })
    .returning()
  return row!
}

/** An upload row of the customer (the files are not needed to choose it as an event photo). */
export async function ownerPhoto(db: Db, customerId: string): Promise<string> {
  const id = `up-${randomUUID()}`
  await db.insert(uploads).values({
    id,
    customerId,
    kind: 'photo',
    sourceFormat: 'jpeg',
    printKey: `uploads/${id}-print.jpg`,
    printContentType: 'image/jpeg',
    previewKey: `uploads/${id}-preview.webp`,
    storedBytes: 10,
  })
  return id
}

/** A saved card design of the customer (its document is not read by the event). */
export async function ownerCardDesign(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .insert(savedDesigns)
    .values({ customerId, document: {}, documentVersion: 1, product: 'card', options: {}, name: 'Einladung' })
    .returning({ id: savedDesigns.id })
  return row!.id
}

/** Two sub-events as the edit page sends them: a civil ceremony and the party. */
export const TWO_SUB_EVENTS = [
  {
    name: 'Standesamt',
    date: '2027-06-12',
    startTime: '11:00',
    endTime: '12:00',
    placeName: 'Rathaus Schöneberg',
    street: 'John-F.-Kennedy-Platz 1',
    postcode: '10825',
    city: 'Berlin',
    country: 'DE',
    note: '',
  },
  {
    name: 'Feier',
    date: '2027-06-12',
    startTime: '18:00',
    endTime: null,
    placeName: 'Gut Kaden',
    street: 'Kadener Str. 1',
    postcode: '25486',
    city: 'Alveslohe',
    country: 'DE',
    note: 'Parkplätze am Hof',
  },
] as const
