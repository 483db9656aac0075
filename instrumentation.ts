import type { Instrumentation } from 'next'

/** Runs once when the server starts; the Node.js part lives in lib/server-startup.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./lib/server-startup')
  await startServer()
}

/** Every server-side rendering or route error goes to the logger with the request's context. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./lib/log/request-error')
  logRequestError(error, request, context)
}
