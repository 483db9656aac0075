import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for S3-compatible APIs, in the few lines the storage needs instead of an
 * SDK dependency. Reference: "Signature Calculations for the Authorization Header" in the S3 API docs;
 * sigv4.test.ts checks the worked example from that page.
 */
export interface SigV4Credentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service?: string
}

export interface SignInput {
  method: string
  url: URL
  headers: Record<string, string>
  /** Hex SHA-256 of the body (of the empty string for none). */
  payloadHash: string
  now: Date
}

export const sha256Hex = (data: Uint8Array | string): string =>
  createHash('sha256').update(data).digest('hex')

const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, per path segment. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

function amzDate(now: Date): { date: string; stamp: string } {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return { date: stamp.slice(0, 8), stamp }
}

/** The headers to send: the input headers plus host, x-amz-date, x-amz-content-sha256, authorization. */
export function signRequest(input: SignInput, credentials: SigV4Credentials): Record<string, string> {
  const { date, stamp } = amzDate(input.now)
  const service = credentials.service ?? 's3'
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-date': stamp,
    'x-amz-content-sha256': input.payloadHash,
  }
  const names = Object.keys(headers).sort()
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]}\n`).join('')
  const signedHeaders = names.join(';')
  const path = input.url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/')
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalRequest = [
    input.method,
    path,
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const scope = `${date}/${credentials.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), credentials.region), service),
    'aws4_request',
  )
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex')
  return {
    ...headers,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}
