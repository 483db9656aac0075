/**
 * Path parameters (`/photobook-design-group-set/{designGroupSetId}`) for handlers built with handle():
 * the values are put into the query the endpoint's zod schema validates, so a path value is checked
 * like any other input and the OpenAPI document (lib/api/openapi.ts) lists it as a path parameter.
 * A query parameter of the same name is replaced, never merged.
 */
export function withPathParams<P extends Record<string, string | string[]>>(
  handler: (request: Request) => Promise<Response>,
) {
  return async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
    const url = new URL(request.url)
    for (const [name, value] of Object.entries(await context.params)) {
      url.searchParams.delete(name)
      url.searchParams.set(name, Array.isArray(value) ? value.join('/') : value)
    }
    return handler(new Request(url, request))
  }
}
