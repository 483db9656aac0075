import { z } from 'zod'
import { serializeJsonLd } from '@/lib/seo/organisation'
import { bloks, text } from '../shared/fields'
import { paragraphsOf } from '../shared/paragraphs'
import { defineContainer } from '../types'
import styles from './seo-questions.module.css'

/**
 * SEO questions: an accordion of questions and answers (native <details>, so it works without
 * JavaScript and with the keyboard) and the same pairs as schema.org FAQPage for search engines.
 * Answers are plain text; a blank line starts a new paragraph.
 */
export const seoQuestionsSchema = z.object({
  headline: text,
  items: bloks({ question: text, answer: text }, 30),
})

interface Question {
  question: string
  paragraphs: string[]
}
type SeoQuestionsData = { headline: string; questions: Question[] }

export function faqJsonLd(questions: readonly Question[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.paragraphs.join('\n\n') },
    })),
  }
}

function SeoQuestions({ data }: { data: SeoQuestionsData }) {
  return (
    <section className={`container ${styles.root}`} data-container="seo_questions">
      {data.headline && <h2>{data.headline}</h2>}
      <div className={styles.list}>
        {data.questions.map((q) => (
          <details key={q.question} className={styles.item}>
            <summary className={styles.question}>{q.question}</summary>
            <div className={styles.answer}>
              {q.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(data.questions)) }}
      />
    </section>
  )
}

export const seoQuestions = defineContainer({
  schema: seoQuestionsSchema,
  transform: ({ headline, items }): SeoQuestionsData | null => {
    const questions = items
      .map((item) => ({ question: item.question, paragraphs: paragraphsOf(item.answer) }))
      .filter((q) => q.question && q.paragraphs.length > 0)
    return questions.length ? { headline, questions } : null
  },
  Component: SeoQuestions,
})
