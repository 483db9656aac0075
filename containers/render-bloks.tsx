import { logger } from '@/lib/log/logger'
import type { Blok } from '@/lib/cms/types'
import { CONTAINERS, isContainerName } from './registry'
import type { ContainerContext } from './types'

function notice(ctx: ContainerContext, message: string) {
  // Editors previewing drafts see what went wrong; visitors of published pages see nothing.
  return ctx.draft ? (
    <p role="note" className="container" style={{ border: '2px dashed #c00', padding: 12, color: '#900' }}>
      {message}
    </p>
  ) : null
}

/** Renders a story's bloks through the one container registry. */
export function Bloks({ bloks, ctx }: { bloks: readonly Blok[]; ctx: ContainerContext }) {
  return bloks.map((blok) => <Container key={blok._uid} blok={blok} ctx={ctx} />)
}

export function Container({ blok, ctx }: { blok: Blok; ctx: ContainerContext }) {
  if (!isContainerName(blok.component)) {
    logger().error({ component: blok.component, uid: blok._uid }, 'unknown container')
    return notice(ctx, `Unknown container "${blok.component}"`)
  }
  const definition = CONTAINERS[blok.component]
  if (!definition.transform) throw new Error(`Transformer for Container(${blok.component}) not implemented`)
  const parsed = definition.schema.safeParse(blok)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    logger().error({ component: blok.component, uid: blok._uid, issue }, 'invalid container data')
    return notice(ctx, `Container "${blok.component}": ${issue?.path.join('.')}: ${issue?.message}`)
  }
  // Each registry entry pairs a schema with its own transformer and component; TypeScript cannot
  // follow that pairing through the union of entries, hence the casts.
  const data = definition.transform(parsed.data as never, ctx)
  if (data === null && !definition.forceRender) return null
  const { Component } = definition
  return <Component data={data as never} ctx={ctx} />
}
