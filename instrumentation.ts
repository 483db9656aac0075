/** Runs once when the server starts; the Node.js part lives in lib/server-startup.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServer } = await import('./lib/server-startup')
  await startServer()
}
