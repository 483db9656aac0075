import { PDFDocument } from 'pdf-lib'
import type { BrandKey } from '@/lib/config/brands'
import { isBrandKey } from '@/lib/config/brands'
import type { MessageLocale, ShopLocaleCode } from '@/lib/config/locales'
import { LEGAL_PAGES } from '@/lib/config/routes'
import { isShopLocaleCode } from '@/lib/config/stored-values'
import { contentSource } from '@/lib/cms/content-source'
import { pageOf } from '@/lib/cms/page-story'
import type { RichTextNode } from '@/lib/cms/rich-text'
import { brandDisplayName } from '@/lib/context/brand-name'
import type { MailAttachmentRef } from '@/lib/db/schema'
import { regionalSpelling } from '@/lib/i18n/spelling'
import { embedInter } from '@/lib/shop/sales/invoices/pdf-fonts'
import { A4, MARGIN, MUTED, PageWriter } from '@/lib/shop/sales/invoices/pdf-page'

/**
 * The terms and the withdrawal information as PDFs attached to the order confirmation: German law
 * (Art. 246a § 4 EGBGB, § 312f BGB) wants them on a durable medium, and a link to a page that may change
 * is not one. They are drawn from the same CMS pages the shop shows, in the order's brand and language.
 */
export const LEGAL_DOCUMENTS = ['terms', 'withdrawal'] as const
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number]
export const LEGAL_DOCUMENT_REF_KIND = 'legal-document'

const FILE_WORDS: Record<'de' | 'en', Record<LegalDocument, string>> = {
  de: { terms: 'AGB', withdrawal: 'Widerrufsbelehrung' },
  en: { terms: 'Terms-and-conditions', withdrawal: 'Withdrawal-information' },
}

export function legalAttachments(brand: BrandKey, locale: MessageLocale): MailAttachmentRef[] {
  const words = FILE_WORDS[locale.startsWith('de') ? 'de' : 'en']
  return LEGAL_DOCUMENTS.map((document) => ({
    filename: `${words[document]}-${brandDisplayName(brand).replace(/[^\w.-]+/g, '-')}.pdf`,
    contentType: 'application/pdf',
    ref: `${LEGAL_DOCUMENT_REF_KIND}:${brand}.${locale}.${document}`,
  }))
}

/** One block of running text: a heading or a paragraph (list items are paragraphs with a bullet). */
interface Block {
  heading: boolean
  text: string
}

function textOf(node: RichTextNode): string {
  if (node.type === 'hard_break') return '\n'
  if (node.text !== undefined) return node.text
  return (node.content ?? []).map(textOf).join('')
}

function blocksOf(node: RichTextNode, bullet = ''): Block[] {
  switch (node.type) {
    case 'heading':
      return [{ heading: true, text: textOf(node) }]
    case 'paragraph':
      return [{ heading: false, text: bullet + textOf(node) }]
    case 'bullet_list':
    case 'ordered_list':
      return (node.content ?? []).flatMap((item, i) =>
        (item.content ?? []).flatMap((child, j) =>
          blocksOf(child, j > 0 ? '   ' : node.type === 'bullet_list' ? '• ' : `${i + 1}. `),
        ),
      )
    default:
      return (node.content ?? []).flatMap((child) => blocksOf(child, bullet))
  }
}

async function legalPage(brand: BrandKey, locale: ShopLocaleCode, document: LegalDocument) {
  const slug = LEGAL_PAGES[document].join('/')
  const story = await contentSource().getStory({ brand, locale, slug, version: 'published' })
  const page = story ? pageOf(story) : null
  const blok = page?.body.find((b) => typeof b.body === 'object' && b.body !== null)
  if (!page || !blok) throw new Error(`No ${slug} page for ${brand} ${locale}`)
  const headline = typeof blok.headline === 'string' && blok.headline ? blok.headline : page.title
  return { headline, blocks: blocksOf(blok.body as RichTextNode) }
}

/** "card.de-DE.terms" → the PDF of that page as the shop shows it now. */
export async function renderLegalDocument(id: string): Promise<Uint8Array> {
  const [brand, locale, document] = id.split('.')
  if (
    !isBrandKey(brand) ||
    !locale ||
    !isShopLocaleCode(locale) ||
    !LEGAL_DOCUMENTS.includes(document as never)
  )
    throw new Error(`Unknown legal document ${id}`)
  const { headline, blocks } = await legalPage(brand, locale, document as LegalDocument)
  const spell = (text: string) => regionalSpelling(text, locale)
  const doc = await PDFDocument.create()
  doc.setTitle(spell(headline))
  doc.setAuthor(brandDisplayName(brand))
  const w = new PageWriter(doc, await embedInter(doc))
  const width = A4.width - MARGIN.left - MARGIN.right
  w.text(brandDisplayName(brand), MARGIN.left, { size: 9, color: MUTED })
  w.y -= 28
  w.paragraph(spell(headline), MARGIN.left, width, { size: 16, weight: 'bold' })
  w.y -= 6
  for (const block of blocks) {
    if (block.heading) {
      w.ensure(40)
      w.y -= 6
      w.paragraph(spell(block.text), MARGIN.left, width, { size: 11, weight: 'bold' })
    } else {
      w.paragraph(spell(block.text), MARGIN.left, width, { size: 9.5 })
      w.y -= 5
    }
  }
  return doc.save()
}
