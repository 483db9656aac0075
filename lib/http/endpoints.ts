import type { AnyEndpoint } from './endpoint'
import { brandSwitchEndpoint, clientErrorsEndpoint, healthEndpoint } from './platform-endpoints'

/**
 * Every JSON endpoint of the shop, the one list the OpenAPI document is built from. A new endpoint is
 * described with defineEndpoint next to its domain and added here; the OpenAPI test fails for a
 * route handler under app/web-api or app/price-api that is missing from this list.
 */
export const ENDPOINTS: readonly AnyEndpoint[] = [healthEndpoint, clientErrorsEndpoint, brandSwitchEndpoint]
