import { z } from 'zod'
import { APP_VERSION } from '@/lib/log/logger'
import { apiHeadersSchema, CHANNEL_HEADER, LOCALE_HEADER } from './api-context'
import type { AnyEndpoint } from './endpoint'

type JsonSchema = Record<string, unknown>

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['status', 'message'],
      properties: {
        status: { type: 'integer' },
        message: { type: 'string', description: 'A sentence meant for people' },
        field: { type: 'string', description: 'The invalid field, for 400 answers' },
      },
    },
  },
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

/**
 * Query parameters from an object schema; arrays are sent as `name[]` (spec section 7). A name the
 * path template holds (`/x/{id}`) is a path parameter (see lib/api/path-params.ts).
 */
function queryParameters(query: z.ZodType | undefined, path: string): JsonSchema[] {
  if (!query) return []
  const json = schemaOf(query, 'input')
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, schema]) => ({
    name: schema.type === 'array' ? `${name}[]` : name,
    in: path.includes(`{${name}}`) ? 'path' : 'query',
    required: required.has(name) || path.includes(`{${name}}`),
    schema,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  }))
}

/** `{id}` segments of a path, e.g. /web-api/cart/items/{id}. */
function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
}

/** Path ids the query schema declares are described there; the rest are plain string segments. */
function parametersOf(endpoint: AnyEndpoint): JsonSchema[] {
  const query = queryParameters(endpoint.query, endpoint.path)
  const declared = new Set(query.filter((p) => p.in === 'path').map((p) => p.name))
  const path = pathParameters(endpoint.path).filter((p) => !declared.has(p.name as string))
  return [...path, ...headerParameters(), ...query]
}

function headerParameters(): JsonSchema[] {
  const json = schemaOf(apiHeadersSchema, 'input')
  const properties = json.properties as Record<string, JsonSchema>
  return [CHANNEL_HEADER, LOCALE_HEADER].map((name) => ({
    name,
    in: 'header',
    required: false,
    schema: properties[name],
  }))
}

function operation(endpoint: AnyEndpoint): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    ...(endpoint.successStatus === 204
      ? { '204': { description: 'Accepted, no content' } }
      : {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
          },
        }),
    '400': {
      description: 'Invalid input; the message names the field',
      content: { 'application/json': { schema: errorSchema } },
    },
  }
  for (const [status, description] of Object.entries(endpoint.errors ?? {})) {
    responses[status] = { description, content: { 'application/json': { schema: errorSchema } } }
  }
  return {
    summary: endpoint.summary,
    tags: endpoint.tags,
    parameters: parametersOf(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of the shop's JSON API, generated from the endpoints' zod schemas. */
export function openApiDocument(endpoints: readonly AnyEndpoint[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {}
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(endpoint)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop API',
      version: APP_VERSION,
      description: 'The /web-api and /price-api contract of the shop.',
    },
    paths,
  }
}
