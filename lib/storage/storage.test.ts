import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localStorage } from './local-storage'
import { s3Storage } from './s3-storage'
import { signRequest, sha256Hex } from './sigv4'
import type { ObjectStorage } from './storage'

describe('SigV4', () => {
  it('reproduces the GET Object example of the S3 documentation', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
        now: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    )
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })
})

/** A fake S3: keeps objects in a map and refuses requests whose signature it cannot reproduce. */
function fakeS3(secret: string) {
  const objects = new Map<string, Buffer>()
  const seen: string[] = []
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    const auth = String(req.headers.authorization ?? '')
    const signed = (auth.match(/SignedHeaders=([^,]+)/)?.[1] ?? '').split(';')
    const headers = Object.fromEntries(
      signed.filter((h) => h !== 'host' && !h.startsWith('x-amz-')).map((h) => [h, String(req.headers[h])]),
    )
    const expected = signRequest(
      {
        method: req.method ?? 'GET',
        url,
        headers,
        payloadHash: sha256Hex(body),
        now: new Date(
          String(req.headers['x-amz-date']).replace(
            /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/,
            '$1-$2-$3T$4:$5:$6Z',
          ),
        ),
      },
      { accessKeyId: 'test-key', secretAccessKey: secret, region: 'eu-central-1' },
    )
    seen.push(`${req.method} ${url.pathname}`)
    if (expected.authorization !== auth || req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
      return
    }
    if (req.method === 'PUT') objects.set(url.pathname, body)
    if (req.method === 'DELETE') objects.delete(url.pathname)
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      // ListObjectsV2, two keys a page so that the continuation token is exercised.
      const bucket = url.pathname.replace(/\/$/, '')
      const keys = [...objects.keys()]
        .map((path) => path.slice(bucket.length + 1))
        .filter((key) => key.startsWith(url.searchParams.get('prefix') ?? ''))
        .sort()
      const start = Number(url.searchParams.get('continuation-token') ?? 0)
      const page = keys.slice(start, start + 2)
      const more = start + 2 < keys.length
      const contents = page
        .map(
          (key) =>
            `<Contents><Key>${key}</Key><LastModified>2026-11-20T10:00:00.000Z</LastModified></Contents>`,
        )
        .join('')
      const next = more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''
      return void res
        .writeHead(200)
        .end(`<ListBucketResult><IsTruncated>${more}</IsTruncated>${contents}${next}</ListBucketResult>`)
    }
    if (req.method === 'GET') {
      const object = objects.get(url.pathname)
      if (!object) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
      return void res.writeHead(200).end(object)
    }
    res.writeHead(req.method === 'DELETE' ? 204 : 200).end()
  })
  return { server, objects, seen }
}

async function roundTrip(storage: ObjectStorage) {
  const bytes = new Uint8Array([1, 2, 3, 250])
  await storage.put('uploads/ab/file-1.png', bytes, 'image/png')
  expect(await storage.get('uploads/ab/file-1.png')).toEqual(bytes)
  expect(await storage.get('uploads/ab/missing.png')).toBeNull()
  await storage.delete('uploads/ab/file-1.png')
  await storage.delete('uploads/ab/file-1.png')
  expect(await storage.get('uploads/ab/file-1.png')).toBeNull()
  await expect(storage.put('../etc/passwd.txt', bytes, 'text/plain')).rejects.toThrow(/Refusing/)
  await expect(storage.get('uploads/AB/x.png')).rejects.toThrow(/Refusing/)
}

describe('local storage', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('stores, reads and deletes, leaving no temp files, and refuses foreign keys', async () => {
    await roundTrip(localStorage(dir))
    expect(await readdir(join(dir, 'uploads', 'ab'))).toEqual([])
  })

  it('lists the keys under a prefix with their modification time', async () => {
    const storage = localStorage(dir)
    await storage.put('uploads/cd/one.png', new Uint8Array([1]), 'image/png')
    await storage.put('print-files/o/l.pdf', new Uint8Array([1]), 'application/pdf')
    const listed: string[] = []
    for await (const object of storage.list('uploads/')) {
      expect(object.modifiedAt).toBeInstanceOf(Date)
      listed.push(object.key)
    }
    expect(listed).toEqual(['uploads/cd/one.png'])
  })

  it('removes temp files that a crash left behind once they are old, never a write in flight', async () => {
    const storage = localStorage(dir)
    await storage.put('uploads/ef/kept.png', new Uint8Array([1]), 'image/png')
    const stale = join(dir, 'uploads', 'ef', '.2b0c7a52-dead.tmp')
    const fresh = join(dir, 'print-files', 'o', '.9f1e-in-flight.tmp')
    await writeFile(stale, 'half')
    await writeFile(fresh, 'half')
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000)
    await utimes(stale, dayAgo, dayAgo)
    expect(await storage.removeIncompleteWrites(new Date(Date.now() - 60 * 60_000))).toBe(1)
    expect(await readdir(join(dir, 'uploads', 'ef'))).toEqual(['kept.png'])
    expect(await readdir(join(dir, 'print-files', 'o'))).toContain('.9f1e-in-flight.tmp')
  })
})

describe('S3 storage against a fake S3 server', () => {
  const fake = fakeS3('test-secret')
  let endpoint = ''
  beforeAll(async () => {
    await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done))
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((done) => fake.server.close(() => done())))

  const config = (secret: string) => ({
    endpoint,
    bucket: 'shop-uploads',
    region: 'eu-central-1',
    accessKeyId: 'test-key',
    secretAccessKey: secret,
  })

  it('signs PUT, GET and DELETE so that the server accepts them (path-style URLs)', async () => {
    await roundTrip(s3Storage(config('test-secret')))
    expect(fake.seen).toContain('PUT /shop-uploads/uploads/ab/file-1.png')
    expect(fake.objects.size).toBe(0)
  })

  it('lists keys under a prefix across pages', async () => {
    const storage = s3Storage(config('test-secret'))
    for (const key of ['uploads/aa/a.png', 'uploads/bb/b.png', 'uploads/cc/c.png', 'print-files/x/y.pdf']) {
      await storage.put(key, new Uint8Array([1]), 'image/png')
    }
    const listed: { key: string; modifiedAt: Date }[] = []
    for await (const object of storage.list('uploads/')) listed.push(object)
    expect(listed).toEqual(
      ['uploads/aa/a.png', 'uploads/bb/b.png', 'uploads/cc/c.png'].map((key) => ({
        key,
        modifiedAt: new Date('2026-11-20T10:00:00.000Z'),
      })),
    )
    for (const key of [...listed.map((o) => o.key), 'print-files/x/y.pdf']) await storage.delete(key)
  })

  it('fails loudly with the status when the signature is wrong', async () => {
    await expect(
      s3Storage(config('wrong')).put('uploads/x.png', new Uint8Array([1]), 'image/png'),
    ).rejects.toThrow(/S3 PUT uploads\/x.png failed with 403/)
  })
})
