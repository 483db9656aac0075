import type { CSSProperties } from 'react'
import { DESIGN_FONT_PATH } from '@/lib/editor/font-faces'
import { readableInk, type EventLook, type LookFace } from '@/lib/shop/events/rsvp/look'

/**
 * The invitation's look on the event page: @font-face rules for only the (at most two) faces the
 * page uses, from the editor's own font files, and the colours as CSS variables the page's styles
 * read. Fonts swap in, so the text is readable before they arrive.
 */
export function EventLookStyle({ look }: { look: EventLook }) {
  const faces = [look.heading, look.body].filter((face): face is LookFace => face !== null)
  if (faces.length === 0) return null
  const css = faces
    .map(
      (face) =>
        `@font-face{font-family:"${face.family}";src:url(${DESIGN_FONT_PATH}${face.file}) format("woff2");` +
        `font-weight:${face.weight};font-style:${face.italic ? 'italic' : 'normal'};font-display:swap}`,
    )
    .join('\n')
  return <style>{css}</style>
}

export function lookVariables(look: EventLook): CSSProperties {
  return {
    '--event-ink': readableInk(look),
    '--event-paper': look.paper ?? '#ffffff',
    ...(look.heading && {
      '--event-heading': `"${look.heading.family}", var(--font-heading)`,
      '--event-heading-weight': String(look.heading.weight),
      '--event-heading-style': look.heading.italic ? 'italic' : 'normal',
    }),
    ...(look.body && { '--event-body': `"${look.body.family}", var(--font-sans), system-ui, sans-serif` }),
  } as CSSProperties
}
