/**
 * One visitor of the load bench (bench/load.ts): its own visitor cookie, one card added through
 * /web-api/cart/items, the order placed through /web-api/checkout/orders with an idempotency key
 * (some visitors send it three times, two of them at once), then the cache-leak checks: the visitor
 * reads its cart, its confirmation page and someone else's confirmation, and must never see another
 * visitor's cart line, e-mail, name or order number. Each visitor's e-mail and name carry a marker
 * unique to the visitor, so any marker but its own in a response is a leak.
 */
import { randomUUID } from 'node:crypto'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { BALANCER_ERROR_HEADER } from '../scripts/cluster-nginx'
import { metStaleSocket, send, type Fetched } from './http-client'

const CARD = {
  kind: 'card',
  snapshot: sampleDocumentInput(),
  options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
}

export interface LoadRun {
  origin: string
  /** Letters only: goes into e-mail addresses and names. */
  runId: string
  /** Order numbers placed so far by any visitor, for the foreign-order check. */
  placed: Array<{ number: string; marker: string }>
  /** Every request's status, for the 5xx count. */
  statuses: number[]
  networkErrors: number
  /** Keep-alive connections the server closed as a request went out; retried once. */
  resets: number
  /**
   * Answers of the cluster's balancer saying no instance could take the request (a POST cut off by a
   * crashed instance, which nginx may not resend); retried once after a second, as a shopper would.
   */
  balancerRetries: number
}

export interface VisitorResult {
  marker: string
  idempotencyKey: string
  /** Order numbers in the 2xx answers of the order requests (one per request). */
  numbers: string[]
  /** How many of those answers said created: true. */
  created: number
  /** Statuses of the order requests. */
  orderStatuses: number[]
  orderMs: number[]
  checkoutMs: number
  leaks: string[]
  problems: string[]
}

export const markerOf = (runId: string, index: number) => `lv${runId}${String(index).padStart(5, '0')}q`
const markerPattern = (runId: string) => new RegExp(`lv${runId}\\d{5}q`, 'g')

interface CartBody {
  count: number
  items: Array<{ id: string }>
}
interface OrderBody {
  order: { number: string }
  created: boolean
}

export async function runVisitor(run: LoadRun, index: number, retries: boolean): Promise<VisitorResult> {
  const marker = markerOf(run.runId, index)
  const visitorKey = randomUUID()
  const headers = { cookie: `visitor_key=${visitorKey}`, origin: run.origin }
  const result: VisitorResult = {
    marker,
    idempotencyKey: randomUUID(),
    numbers: [],
    created: 0,
    orderStatuses: [],
    orderMs: [],
    checkoutMs: 0,
    leaks: [],
    problems: [],
  }
  // A keep-alive connection the server closes just as a request goes out fails (metStaleSocket); a
  // browser retries that (on a new connection), and for the order it is exactly what the idempotency
  // key is for.
  const call = async (
    method: string,
    path: string,
    json?: unknown,
    retry = true,
  ): Promise<Fetched | null> => {
    try {
      const response = await send(method, run.origin + path, { headers, json, fresh: !retry })
      if (retry && response.headers[BALANCER_ERROR_HEADER] !== undefined) {
        run.balancerRetries++
        await new Promise((resolve) => setTimeout(resolve, 1000))
        return call(method, path, json, false)
      }
      run.statuses.push(response.status)
      return response
    } catch (error) {
      if (retry && metStaleSocket(error)) {
        run.resets++
        return call(method, path, json, false)
      }
      run.networkErrors++
      result.problems.push(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`)
      return null
    }
  }
  const foreignMarkers = (response: Fetched, where: string) => {
    const seen = new Set(response.body.toString('utf8').match(markerPattern(run.runId)) ?? [])
    for (const other of seen) if (other !== marker) result.leaks.push(`${where} shows ${other}`)
    const cacheControl = String(response.headers['cache-control'] ?? '')
    if (seen.has(marker) && /public|s-maxage/.test(cacheControl)) {
      result.leaks.push(`${where} is personal but cacheable: ${cacheControl}`)
    }
  }

  const started = performance.now()
  const added = await call('POST', '/web-api/cart/items', CARD)
  if (!added || added.status !== 200) {
    result.problems.push(`add to cart: ${added?.status ?? 'no answer'}`)
    return result
  }
  const own = new Set((JSON.parse(added.body.toString('utf8')) as CartBody).items.map((item) => item.id))
  const cart = await call('GET', '/web-api/cart')
  if (cart?.status === 200) {
    const items = (JSON.parse(cart.body.toString('utf8')) as CartBody).items
    for (const item of items) if (!own.has(item.id)) result.leaks.push(`cart shows line ${item.id}`)
    if (items.length !== own.size)
      result.problems.push(`cart has ${items.length} lines, expected ${own.size}`)
  } else result.problems.push(`read cart: ${cart?.status ?? 'no answer'}`)

  const checkout = {
    idempotencyKey: result.idempotencyKey,
    email: `${marker}@example.com`,
    billingAddress: {
      firstName: 'Erika',
      lastName: marker,
      street: 'Heidestraße 17',
      postcode: '51147',
      city: 'Köln',
      country: 'DE',
    },
    shippingSameAsBilling: true,
    shippingMethod: 'standard',
    paymentMethod: 'invoice',
    acceptTerms: true,
  }
  const placeOnce = async () => {
    const t0 = performance.now()
    const response = await call('POST', '/web-api/checkout/orders', checkout)
    result.orderMs.push(performance.now() - t0)
    result.orderStatuses.push(response?.status ?? 0)
    if (response && response.status >= 200 && response.status < 300) {
      const body = JSON.parse(response.body.toString('utf8')) as OrderBody
      result.numbers.push(body.order.number)
      if (body.created) result.created++
      foreignMarkers(response, 'order answer')
    }
  }
  // Deliberate duplicates: a double click (two at once) and a retry after the answer came back.
  if (retries) await Promise.all([placeOnce(), placeOnce()])
  await placeOnce()
  result.checkoutMs = performance.now() - started

  const number = result.numbers[0]
  if (!number) {
    result.problems.push(`order: ${result.orderStatuses.join(',')}`)
    return result
  }
  if (new Set(result.numbers).size > 1) result.problems.push(`one key, orders ${result.numbers.join(',')}`)
  const page = await call('GET', `/de/kasse/bestaetigung/${number}/`)
  if (page?.status === 200) {
    foreignMarkers(page, 'confirmation page')
    if (!page.body.includes(marker)) result.problems.push('confirmation page lacks the own e-mail')
  } else result.problems.push(`confirmation page: ${page?.status ?? 'no answer'}`)
  const after = await call('GET', '/web-api/cart')
  if (after?.status === 200) {
    foreignMarkers(after, 'cart after order')
    const items = (JSON.parse(after.body.toString('utf8')) as CartBody).items
    if (items.length > 0) result.leaks.push(`cart after order shows ${items.length} lines`)
  }
  const foreign = run.placed.at(-1)
  if (foreign && foreign.marker !== marker) {
    const other = await call('GET', `/de/kasse/bestaetigung/${foreign.number}/`)
    if (other && other.status !== 404)
      result.leaks.push(`order ${foreign.number} of another visitor: ${other.status}`)
    if (other) foreignMarkers(other, `order ${foreign.number}`)
  }
  run.placed.push({ number, marker })
  return result
}
