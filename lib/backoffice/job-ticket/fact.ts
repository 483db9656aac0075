import { T } from '../texts'

/** One line of the job ticket: what it is (German label) and its value in words. */
export type FactKey = keyof typeof T.jobTicket.label
export interface Fact {
  key: FactKey
  label: string
  value: string
}

/** What a product kind contributes: the ticket's headline, its facts and the slug's short form. */
export interface ProductFacts {
  title: string
  facts: Fact[]
  slug: string[]
}

export function fact(key: FactKey, value: string): Fact {
  return { key, label: T.jobTicket.label[key], value }
}
