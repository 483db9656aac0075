import { logger } from '@/lib/log/logger'

/** The two log calls the content adapter makes; tests pass a recorder, the shop the pino root. */
export interface CmsLog {
  error(details: object, message: string): void
  warn(details: object, message: string): void
}

/** Resolved per call, so importing the adapter never parses the environment. */
export const defaultCmsLog: CmsLog = {
  error: (details, message) => logger().error(details, message),
  warn: (details, message) => logger().warn(details, message),
}
