import type { MyDesign } from '@/lib/api/editor/my-designs'

/** A saved card as "Meine Designs" lists it, for the list's and the row's tests. */
export function myDesign(patch: Partial<MyDesign> = {}): MyDesign {
  return {
    id: 'b4f7c0de-0000-4000-8000-000000000001',
    revision: 3,
    updatedAt: '2026-11-27T09:30:00.000Z',
    product: 'card',
    designId: 101,
    designGroupId: null,
    productType: 'folded-card',
    format: 'a6',
    quantity: 50,
    designKey: null,
    customName: null,
    name: 'Blumenwiese',
    productLabel: 'Klappkarte',
    formatLabel: 'DIN A6',
    href: null,
    ...patch,
  }
}
