import 'server-only'
import { loginThrottle } from './throttle'
import { clientAddress } from '@/lib/http/rate-limit'
import { readVisitorKey } from '@/lib/visitor/server'

/** What the account functions need from an incoming request (route handler or server action). */
export async function requestAuthScope(headers: Headers) {
  return {
    headers,
    address: clientAddress(headers),
    visitorKey: await readVisitorKey(),
    throttle: loginThrottle(),
  }
}
