import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { isValidPreview, previewParamsOf, previewReturnPath } from '@/lib/cms/preview'
import { previewToken } from '@/lib/cms/preview-token'
import { PREVIEW_PATH_HEADER } from '@/lib/cms/constants'

export const dynamic = 'force-dynamic'

/**
 * The proxy sends page requests with Storyblok's preview parameters here (issue 3, point 8). A valid,
 * fresh token switches on Next's draft mode (a cookie: pages then render draft stories, uncached);
 * a wrong one is ignored. Either way the visitor lands on the page itself, without the parameters.
 * `?exit` switches draft mode off again.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const target = previewReturnPath(request.headers.get(PREVIEW_PATH_HEADER) ?? query.get('path'))
  const mode = await draftMode()
  if (query.has('exit')) {
    mode.disable()
  } else {
    const params = previewParamsOf(query)
    if (params && isValidPreview(params, previewToken(), Math.floor(Date.now() / 1000))) mode.enable()
  }
  // A relative Location keeps the visitor on the host they came from (card or poster channel): the
  // request URL Next gives a route names the server's own host, not the brand's.
  return new NextResponse(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
