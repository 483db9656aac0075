import { NextResponse } from 'next/server'

/** Unknown API paths answer in JSON, like every other API error, never with an HTML page. */
function notFound(request: Request) {
  const path = new URL(request.url).pathname
  return NextResponse.json({ error: { status: 404, message: `No API endpoint at ${path}` } }, { status: 404 })
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
