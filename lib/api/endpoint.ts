import { z } from 'zod'
import type { Db } from '@/lib/db/types'
import { logger } from '@/lib/log/logger'
import { ShopError } from '@/lib/shop/common/errors'
import { apiContext, type ApiContext } from './api-context'
import { HttpError, jsonError, readJsonBody } from '@/lib/http/json'
import { queryToObject } from '@/lib/http/query'
import { requestDb } from './request-db'

/**
 * One description per JSON endpoint: the route handler is built from it (parse → call lib → JSON)
 * and so is the OpenAPI document (lib/api/openapi.ts), so the two cannot drift apart.
 */
export interface EndpointSpec<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  summary: string
  tags: string[]
  query?: Q
  body?: B
  response: R
  /** 200 with the response as JSON, or 204 with no body (the response schema is then ignored). */
  successStatus?: 200 | 204
  /** Statuses the endpoint answers besides 200 and the shared 400/413/500, with their meaning. */
  errors?: Record<number, string>
  maxBodyBytes?: number
}

export type AnyEndpoint = EndpointSpec<z.ZodType, z.ZodType, z.ZodType>

export interface HandlerInput<Q extends z.ZodType, B extends z.ZodType> {
  query: z.output<Q>
  body: z.output<B>
  ctx: ApiContext
  request: Request
  /**
   * The shop's database, opened on the first call: route handlers get it here instead of importing
   * lib/db, and an endpoint that never asks (flags, OpenAPI, remote prices) never opens it.
   */
  db: () => Promise<Db>
}

/** The first zod issue as a sentence naming the field, e.g. `quantity: Too small: expected >=1`. */
export function describeIssue(
  error: z.ZodError,
  where: 'query' | 'body',
): { message: string; field: string } {
  const issue = error.issues[0]
  const path = (issue?.path ?? []).map(String)
  // An unknown key (a client-sent price, status or customer id) is reported under its own name.
  if (issue?.code === 'unrecognized_keys' && issue.keys[0] !== undefined) path.push(issue.keys[0])
  const field = path.join('.') || where
  return { message: `Invalid ${where}: ${field}: ${issue?.message ?? 'invalid value'}`, field }
}

export function defineEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
) {
  return spec
}

/** A Next route handler for the endpoint: bad input is a 400 naming the field, never a 500. */
export function handle<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
  run: (input: HandlerInput<Q, B>) => Promise<z.input<R>> | z.input<R>,
) {
  return async (request: Request): Promise<Response> => {
    try {
      const ctx = apiContext(request)
      const query = parseWith(spec.query, queryToObject(new URL(request.url).searchParams), 'query')
      const rawBody = spec.body ? await readJsonBody(request, spec.maxBodyBytes ?? 64 * 1024) : undefined
      const body = parseWith(spec.body, rawBody, 'body')
      const result = await run({ query, body, ctx, request, db: requestDb })
      return Response.json(spec.response.parse(result))
    } catch (error) {
      if (error instanceof ApiInputError) return jsonError(400, error.message, { field: error.field })
      if (error instanceof HttpError) return error.toResponse()
      if (error instanceof ShopError) {
        const { field, key, retryAfterSeconds, details } = error.options
        return jsonError(
          error.status,
          error.message,
          { ...details, ...(field && { field }), ...(key && { key }) },
          retryAfterSeconds ? { headers: { 'Retry-After': String(retryAfterSeconds) } } : undefined,
        )
      }
      logger().error({ err: error, path: spec.path }, 'API endpoint failed')
      return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}

class ApiInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message)
  }
}

function parseWith<S extends z.ZodType>(schema: S | undefined, value: unknown, where: 'query' | 'body') {
  if (!schema) return undefined as z.output<S>
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    const { message, field } = describeIssue(parsed.error, where)
    throw new ApiInputError(message, field)
  }
  return parsed.data
}
