import { z } from 'zod'
import { CheckListBar } from '@/components/ui/check-list-bar'
import { defineContainer } from '../types'

/** The selling points in a row (spec: USP bar). Items without a title are dropped. */
export const uspBarSchema = z.object({
  items: z
    .array(
      z
        .object({ title: z.string().trim().default(''), text: z.string().trim().default('') })
        .catchall(z.unknown()),
    )
    .max(8)
    .default([]),
})
type UspItem = { title: string; text: string }

export const uspBar = defineContainer({
  schema: uspBarSchema,
  transform: ({ items }) => {
    const kept: UspItem[] = items.filter((i) => i.title).map(({ title, text }) => ({ title, text }))
    return kept.length ? kept : null
  },
  Component: ({ data }: { data: UspItem[] }) => <CheckListBar items={data} testId="usp_bar" />,
})
