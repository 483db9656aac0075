import { z } from 'zod'
import { defineContainer } from '../types'

/** A short plain-text note; blank lines separate paragraphs. */
export const infoTextSchema = z.object({
  title: z.string().trim().default(''),
  text: z.string().trim().default(''),
})
type InfoTextData = { title: string; paragraphs: string[] }

export const infoText = defineContainer({
  schema: infoTextSchema,
  transform: ({ title, text }): InfoTextData | null => {
    const paragraphs = text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
    return title || paragraphs.length ? { title, paragraphs } : null
  },
  Component: ({ data }: { data: InfoTextData }) => (
    <section className="container" data-container="info_text" style={{ padding: '16px' }}>
      {data.title && <h2>{data.title}</h2>}
      {data.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  ),
})
