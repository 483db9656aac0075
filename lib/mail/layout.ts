import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { brandDisplayName } from '@/lib/context/brand-name'
import { COMPANY, registerLine } from '@/lib/config/company'
import { languageOf, type LocaleCode } from '@/lib/config/locales'

export interface MailContent {
  /** First line of the body, also the HTML heading. */
  heading: string
  /** Plain paragraphs; line breaks inside one are kept. */
  paragraphs: readonly string[]
  /** The one call to action (confirm, view order, reset password). */
  action?: { label: string; href: string }
  /** Small print under the body: why they got it, how to unsubscribe. */
  footnote?: string
}

/** The footer's words for the company's legal facts, in the mail's language. */
const LEGAL_WORDS = {
  de: { vatId: 'USt-IdNr.', directors: 'Geschäftsführung' },
  en: { vatId: 'VAT ID', directors: 'Managing directors' },
} as const

/** "Amtsgericht München, HRB 248713 · USt-IdNr. DE… · Geschäftsführung: …" from the one legal source. */
export function mailLegalLine(brand: BrandKey, locale: LocaleCode): string {
  const legal = COMPANY.legal[brand]
  const words = LEGAL_WORDS[languageOf(locale)]
  return [
    registerLine(legal),
    // US buyers pay sales tax: the US shop names no VAT anywhere (issue 27), so no VAT ID either.
    ...(locale === 'en-US' ? [] : [`${words.vatId} ${legal.vatId}`]),
    `${words.directors}: ${legal.managingDirectors.join(', ')}`,
  ].join(' · ')
}

export interface RenderedMail {
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * Every transactional e-mail in one brand frame, as plain text and as simple table-free HTML with
 * inline styles (what mail clients render reliably). Templates supply translated copy; this adds the
 * brand's colours, name, postal address and the company's register entry, VAT ID and managing
 * directors (what a German company's business e-mail must state, § 35a GmbHG), in the mail's language.
 */
export function renderMailLayout(brand: BrandKey, content: MailContent, locale: LocaleCode): RenderedMail {
  const theme = BRANDS[brand].theme
  const name = brandDisplayName(brand)
  const a = COMPANY.address
  const address = `${COMPANY.legalName[brand]} · ${a.streetAddress} · ${a.postalCode} ${a.addressLocality}`
  const legal = mailLegalLine(brand, locale)
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    name,
    address,
    legal,
  ].join('\n')
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="background:${theme.primary};color:${theme.primaryContrast};padding:12px 20px;border-radius:${theme.radius};text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : ''
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:${theme.muted}">${escapeHtml(content.footnote)}</p>`
    : ''
  const html = `<!doctype html><html><body style="margin:0;background:${theme.surface};color:${theme.text};font-family:Helvetica,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:${theme.primary};margin:0 0 24px">${escapeHtml(name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}${action}${footnote}
<p style="margin:32px 0 0;font-size:12px;color:${theme.muted}">${escapeHtml(address)}<br>${escapeHtml(legal)}</p>
</div></body></html>`
  return { text, html }
}
