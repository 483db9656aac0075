import type { ReactNode } from 'react'
import type { z } from 'zod'
import type { BrandKey } from '@/lib/config/brands'
import type { LocaleSegment, ShopLocaleCode } from '@/lib/config/locales'
import type { Variant } from '@/lib/config/routes'
import type { Blok } from '@/lib/cms/types'
import type { Treatment } from '@/lib/config/flags'

/** What every container knows about the page it renders on. */
export interface ContainerContext {
  brand: BrandKey
  locale: ShopLocaleCode
  localeSegment: LocaleSegment
  trailingSlash: boolean
  /** The desktop-app variant keeps its /d segment in every link the container builds. */
  variant: Variant
  /** Draft preview: problems become visible notices instead of silent omissions. */
  draft: boolean
  /** Content-experiment treatments of this rendering (the A/B test wrapper picks its variant by them). */
  treatments?: Readonly<Partial<Record<string, Treatment>>>
}

/**
 * A CMS container: the zod schema of its story fields (the shape of its data), a transformer from
 * those fields to the component's props — null when there is nothing to show — and the component.
 */
export interface ContainerDefinition<S extends z.ZodType = z.ZodType, P = unknown> {
  schema: S
  transform?: (data: z.output<S>, ctx: ContainerContext) => P | null
  /** Render even when the transformer finds no data (e.g. a container that loads its own data). */
  forceRender?: boolean
  Component: (props: { data: P; ctx: ContainerContext }) => ReactNode | Promise<ReactNode>
}

/** Any container, as the registry holds them (function parameters widen to never). */
export interface AnyContainer {
  schema: z.ZodType
  transform?: (data: never, ctx: ContainerContext) => unknown
  forceRender?: boolean
  Component: (props: { data: never; ctx: ContainerContext }) => ReactNode | Promise<ReactNode>
}

export function defineContainer<S extends z.ZodType, P>(definition: ContainerDefinition<S, P>) {
  return definition
}

export type { Blok }
