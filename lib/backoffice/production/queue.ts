import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { FORMATS, PAPERS } from '@/lib/config/catalog'
import { orderLines, orderPrintFiles, orders, type PrintFilePart, type PrintFileState } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OrderStatus } from '@/lib/model/orders'
import { T } from '@/lib/backoffice/texts'
import { PRODUCT_LABELS } from '@/lib/shop/sales/cart/product-labels'
import { failureReason, technicalLine } from './error-words'
import type { ProductionFilter, ProductionState, ProductionTab } from './filter'
import { PRODUCTION_LIMITS } from './limits'

/** One print file as the production page shows it: words, never catalogue keys. */
export interface ProductionFile {
  id: string
  orderNumber: string
  brand: string
  orderStatus: OrderStatus
  /** The order is cancelled: shown marked, never downloaded or printed. */
  cancelled: boolean
  /** From 1, as on the order page and in the file names. */
  position: number
  part: PrintFilePart
  lineName: string
  product: string
  paper: string | null
  format: string | null
  quantity: number
  state: ProductionState
  renderState: PrintFileState
  pageCount: number | null
  byteSize: number | null
  sha256: string | null
  /** Failed only: why, in German, and the technical line for the developers. */
  reason: string | null
  technical: string | null
  promised: { from: string; to: string }
  printedAt: Date | null
  printedBy: string | null
}

export interface ProductionQueue {
  files: ProductionFile[]
  /** More files match than one view shows. */
  truncated: boolean
  counts: Record<ProductionTab, number>
}

/** A card line's product type ("folded-card"), else the line's kind ("calendar"). */
const productKey = sql<string>`coalesce(${orderLines.options}->>'productType', ${orderLines.kind})`
const paperKey = sql<string | null>`${orderLines.options}->>'paper'`
const formatKey = sql<string | null>`${orderLines.options}->>'format'`

const STATE_OF_TAB: Record<ProductionState, SQL | undefined> = {
  waiting: inArray(orderPrintFiles.state, ['queued', 'rendering']),
  ready: and(eq(orderPrintFiles.state, 'done'), isNull(orderPrintFiles.printedAt)),
  failed: eq(orderPrintFiles.state, 'failed'),
  printed: and(eq(orderPrintFiles.state, 'done'), isNotNull(orderPrintFiles.printedAt)),
}

/** The bucket a row falls in, in SQL: the tab counts group by it. */
const bucket = sql<ProductionState>`case
  when ${orderPrintFiles.state} in ('queued', 'rendering') then 'waiting'
  when ${orderPrintFiles.state} = 'failed' then 'failed'
  when ${orderPrintFiles.printedAt} is null then 'ready'
  else 'printed' end`

export function productionState(file: { state: PrintFileState; printedAt: Date | null }): ProductionState {
  if (file.state === 'queued' || file.state === 'rendering') return 'waiting'
  if (file.state === 'failed') return 'failed'
  return file.printedAt ? 'printed' : 'ready'
}

export function productName(key: string): string {
  if (Object.hasOwn(PRODUCT_LABELS, key)) return PRODUCT_LABELS[key as keyof typeof PRODUCT_LABELS].de
  if (Object.hasOwn(T.production.kinds, key))
    return T.production.kinds[key as keyof typeof T.production.kinds]
  return T.production.kinds.card
}

export const paperName = (key: string | null) =>
  key && Object.hasOwn(PAPERS, key) ? PAPERS[key as keyof typeof PAPERS].de : null

export const formatName = (key: string | null) => {
  if (!key || !Object.hasOwn(FORMATS, key)) return null
  const format = FORMATS[key as keyof typeof FORMATS]
  return `${format.de} (${format.widthMm} × ${format.heightMm} mm)`
}

function filterConditions(filter: ProductionFilter): SQL[] {
  const conditions: SQL[] = []
  if (filter.product) conditions.push(sql`${productKey} = ${filter.product}`)
  if (filter.paper) conditions.push(sql`${paperKey} = ${filter.paper}`)
  if (filter.format) conditions.push(sql`${formatKey} = ${filter.format}`)
  if (filter.promisedBy) conditions.push(lte(orders.expectedDeliveryTo, filter.promisedBy))
  return conditions
}

function ordering(tab: ProductionTab): SQL[] {
  const byPromise = [
    asc(orders.expectedDeliveryTo),
    asc(orders.number),
    asc(orderLines.position),
    asc(orderPrintFiles.part),
  ]
  if (tab === 'printed') return [desc(orderPrintFiles.printedAt), ...byPromise]
  if (tab !== 'all') return byPromise
  // Failed renders first (someone must act), printed ones last (done), the rest by promised date.
  return [sql`case ${bucket} when 'failed' then 0 when 'printed' then 2 else 1 end`, ...byPromise]
}

/**
 * The production queue (issue 34 point 2): print files across orders in one tab, filtered by
 * product, paper, format and promised date, with the number of files in every tab under the same
 * filters. One view shows at most PRODUCTION_LIMITS.visibleFiles.
 */
export async function productionQueue(db: Db, filter: ProductionFilter): Promise<ProductionQueue> {
  const filters = filterConditions(filter)
  const tabState = filter.tab === 'all' ? undefined : STATE_OF_TAB[filter.tab]
  const [rows, grouped] = await Promise.all([
    db
      .select({
        file: orderPrintFiles,
        number: orders.number,
        brand: orders.brand,
        status: orders.status,
        from: orders.expectedDeliveryFrom,
        to: orders.expectedDeliveryTo,
        position: orderLines.position,
        lineName: orderLines.name,
        quantity: orderLines.quantity,
        product: productKey,
        paper: paperKey,
        format: formatKey,
      })
      .from(orderPrintFiles)
      .innerJoin(orders, eq(orders.id, orderPrintFiles.orderId))
      .innerJoin(orderLines, eq(orderLines.id, orderPrintFiles.lineId))
      .where(and(tabState, ...filters))
      .orderBy(...ordering(filter.tab))
      .limit(PRODUCTION_LIMITS.visibleFiles + 1),
    db
      .select({ bucket, count: sql<number>`count(*)::int` })
      .from(orderPrintFiles)
      .innerJoin(orders, eq(orders.id, orderPrintFiles.orderId))
      .innerJoin(orderLines, eq(orderLines.id, orderPrintFiles.lineId))
      .where(and(...filters))
      .groupBy(bucket),
  ])
  const counts: Record<ProductionTab, number> = { all: 0, waiting: 0, ready: 0, failed: 0, printed: 0 }
  for (const row of grouped) {
    counts[row.bucket] = Number(row.count)
    counts.all += Number(row.count)
  }
  return {
    files: rows.slice(0, PRODUCTION_LIMITS.visibleFiles).map((row) => {
      const state = productionState(row.file)
      return {
        id: row.file.id,
        orderNumber: row.number,
        brand: row.brand,
        orderStatus: row.status,
        cancelled: row.status === 'cancelled',
        position: row.position + 1,
        part: row.file.part,
        lineName: row.lineName,
        product: productName(row.product),
        paper: paperName(row.paper),
        format: formatName(row.format),
        quantity: row.quantity,
        state,
        renderState: row.file.state,
        pageCount: row.file.pageCount,
        byteSize: row.file.byteSize,
        sha256: row.file.sha256,
        reason: state === 'failed' ? failureReason(row.file.lastError) : null,
        technical: state === 'failed' ? technicalLine(row.file.lastError) : null,
        promised: { from: row.from, to: row.to },
        printedAt: row.file.printedAt,
        printedBy: row.file.printedBy,
      }
    }),
    truncated: rows.length > PRODUCTION_LIMITS.visibleFiles,
    counts,
  }
}

export interface FacetOption {
  value: string
  label: string
}

/** What the filters offer: the products, papers and formats print files exist for, in words. */
export async function productionFacets(
  db: Db,
): Promise<{ products: FacetOption[]; papers: FacetOption[]; formats: FacetOption[] }> {
  const rows = await db
    .selectDistinct({ product: productKey, paper: paperKey, format: formatKey })
    .from(orderPrintFiles)
    .innerJoin(orderLines, eq(orderLines.id, orderPrintFiles.lineId))
  const options = (values: Iterable<string | null>, label: (key: string) => string | null) =>
    [...new Set(values)]
      .flatMap((value) => {
        const name = value ? label(value) : null
        return value && name ? [{ value, label: name }] : []
      })
      .sort((a, b) => a.label.localeCompare(b.label, 'de'))
  return {
    products: options(
      rows.map((r) => r.product),
      (key) =>
        Object.hasOwn(PRODUCT_LABELS, key) || Object.hasOwn(T.production.kinds, key)
          ? productName(key)
          : null,
    ),
    papers: options(
      rows.map((r) => r.paper),
      paperName,
    ),
    formats: options(
      rows.map((r) => r.format),
      formatName,
    ),
  }
}
