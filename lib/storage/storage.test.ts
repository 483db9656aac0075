import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localStorage } from './local-storage'
import { s3Storage, type S3Config } from './s3-storage'
import { StorageError, type ObjectStorage } from './storage'
import { startS3Server, type S3Server } from './testing/s3-server.mjs'

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function readAll(body: ReadableStream<Uint8Array>): Promise<{ bytes: Uint8Array; chunks: number }> {
  const parts: Uint8Array[] = []
  for await (const chunk of body) parts.push(chunk)
  return { bytes: new Uint8Array(Buffer.concat(parts)), chunks: parts.length }
}

async function keysUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const object of storage.list(prefix)) {
    expect(object.modifiedAt).toBeInstanceOf(Date)
    expect(Math.abs(object.modifiedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000)
    keys.push(object.key)
  }
  return keys.sort()
}

/**
 * What every storage promises (lib/storage/storage.ts), run against local disk and against s3rver
 * through the S3 client: the shop cannot tell them apart.
 */
function contract(name: string, open: () => ObjectStorage) {
  describe(`${name}: the storage contract`, () => {
    let storage: ObjectStorage
    beforeAll(() => {
      storage = open()
    })

    it('stores, reads and deletes; a missing key is null, deleting it twice is no error', async () => {
      const bytes = new Uint8Array([1, 2, 3, 250])
      await storage.put('uploads/ab/file-1.png', bytes, 'image/png')
      expect(await storage.get('uploads/ab/file-1.png')).toEqual(bytes)
      expect(await storage.get('uploads/ab/missing.png')).toBeNull()
      expect(await storage.stream('uploads/ab/missing.png')).toBeNull()
      await storage.delete('uploads/ab/file-1.png')
      await storage.delete('uploads/ab/file-1.png')
      expect(await storage.get('uploads/ab/file-1.png')).toBeNull()
    })

    it('overwrites an object whole, a shorter one included', async () => {
      await storage.put('print-files/o1/l1.pdf', new Uint8Array(1000).fill(7), 'application/pdf')
      await storage.put('print-files/o1/l1.pdf', new Uint8Array([9, 9]), 'application/pdf')
      expect(await storage.get('print-files/o1/l1.pdf')).toEqual(new Uint8Array([9, 9]))
      await storage.delete('print-files/o1/l1.pdf')
    })

    it('keeps an empty object apart from a missing one', async () => {
      await storage.put('uploads/ee/empty.txt', new Uint8Array(), 'text/plain')
      expect(await storage.get('uploads/ee/empty.txt')).toEqual(new Uint8Array())
      expect((await storage.stream('uploads/ee/empty.txt'))?.size).toBe(0)
      await storage.delete('uploads/ee/empty.txt')
    })

    it('refuses keys the server never makes (umlauts, spaces, upper case, dots) before any I/O', async () => {
      const bytes = new Uint8Array([1])
      for (const key of [
        'uploads/grüße.png',
        'uploads/my photo.png',
        'uploads/AB/x.png',
        '../etc/passwd.txt',
      ]) {
        await expect(storage.put(key, bytes, 'image/png')).rejects.toThrow(StorageError)
        await expect(storage.get(key)).rejects.toThrow(/Refusing storage key/)
        await expect(storage.stream(key)).rejects.toThrow(/Refusing storage key/)
        await expect(storage.delete(key)).rejects.toThrow(/Refusing storage key/)
      }
    })

    it('lists the keys under a prefix only, across folders', async () => {
      const keys = ['uploads/aa/a.png', 'uploads/bb/b.png', 'uploads/cc/c.png', 'uploads/cc/d.webp']
      for (const key of [...keys, 'print-files/x/y.pdf', 'previews/12/abc-320.webp']) {
        await storage.put(key, new Uint8Array([1]), 'image/png')
      }
      expect(await keysUnder(storage, 'uploads/')).toEqual(keys)
      expect(await keysUnder(storage, 'uploads/cc/')).toEqual(['uploads/cc/c.png', 'uploads/cc/d.webp'])
      expect(await keysUnder(storage, 'nothing-here/')).toEqual([])
      for (const key of [...keys, 'print-files/x/y.pdf', 'previews/12/abc-320.webp'])
        await storage.delete(key)
      expect(await keysUnder(storage, 'uploads/')).toEqual([])
    })

    it('streams a large object in chunks with its size, byte for byte', async () => {
      // 24 MB: a print file of a few hundred pages; the stream hands it over in pieces.
      const large = new Uint8Array(randomBytes(24 * 1024 * 1024))
      await storage.put('print-files/o2/big.pdf', large, 'application/pdf')
      const streamed = await storage.stream('print-files/o2/big.pdf')
      expect(streamed?.size).toBe(large.byteLength)
      const { bytes, chunks } = await readAll(streamed!.body)
      expect(chunks).toBeGreaterThan(10)
      expect(sha(bytes)).toBe(sha(large))
      expect(sha((await storage.get('print-files/o2/big.pdf'))!)).toBe(sha(large))
      await storage.delete('print-files/o2/big.pdf')
    }, 60_000)

    it('lets go of a stream that is cancelled half-way (a download the client broke off)', async () => {
      await storage.put(
        'print-files/o3/l.pdf',
        new Uint8Array(randomBytes(4 * 1024 * 1024)),
        'application/pdf',
      )
      const streamed = await storage.stream('print-files/o3/l.pdf')
      const reader = streamed!.body.getReader()
      await reader.read()
      await reader.cancel()
      await storage.delete('print-files/o3/l.pdf')
      expect(await storage.get('print-files/o3/l.pdf')).toBeNull()
    })
  })
}

let dir = ''
let s3: S3Server
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-'))
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.stop()
  await rm(dir, { recursive: true, force: true })
})

const s3Config = (overrides: Partial<S3Config> = {}): S3Config => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  ...overrides,
})

contract('local disk', () => localStorage(dir))
contract('S3 (s3rver)', () => s3Storage(s3Config()))

describe('local disk', () => {
  it('leaves no temp files after writes', async () => {
    const storage = localStorage(dir)
    await storage.put('uploads/ff/file.png', new Uint8Array([1]), 'image/png')
    expect(await readdir(join(dir, 'uploads', 'ff'))).toEqual(['file.png'])
  })

  it('removes temp files that a crash left behind once they are old, never a write in flight', async () => {
    const storage = localStorage(dir)
    await storage.put('uploads/ef/kept.png', new Uint8Array([1]), 'image/png')
    await storage.put('print-files/o/kept.pdf', new Uint8Array([1]), 'application/pdf')
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

describe('S3 through the SDK', () => {
  it('uses path-style URLs: the object sits in the bucket folder of s3rver', async () => {
    const storage = s3Storage(s3Config())
    await storage.put('uploads/ab/path-style.png', new Uint8Array([5]), 'image/png')
    expect(await readdir(join(s3.directory, s3.bucket, 'uploads', 'ab'))).toContain(
      'path-style.png._S3rver_object',
    )
    await storage.delete('uploads/ab/path-style.png')
  })

  it('follows the continuation token across list pages', async () => {
    const storage = s3Storage(s3Config({ listPageSize: 2 }))
    const keys = [
      'uploads/p1/a.png',
      'uploads/p1/b.png',
      'uploads/p2/c.png',
      'uploads/p3/d.png',
      'uploads/p3/e.png',
    ]
    for (const key of keys) await storage.put(key, new Uint8Array([1]), 'image/png')
    expect(await keysUnder(storage, 'uploads/p')).toEqual(keys)
    for (const key of keys) await storage.delete(key)
  })

  it('has nothing to clean up after interrupted writes (a PUT is atomic)', async () => {
    expect(await s3Storage(s3Config()).removeIncompleteWrites(new Date())).toBe(0)
  })

  it('fails with a StorageError naming the key and the reason when the credentials are wrong', async () => {
    // s3rver knows the access key but does not check SigV4 signatures (ADR 0114): a wrong key is refused.
    const storage = s3Storage(s3Config({ accessKeyId: 'NOT-THE-KEY' }))
    await expect(storage.put('uploads/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      'S3 PUT uploads/x.png failed: InvalidAccessKeyId (403)',
    )
    // A refused read is an error, never "there is no such file".
    await expect(storage.get('uploads/x.png')).rejects.toThrow(StorageError)
  })

  it('treats a missing bucket as a setup error, not as a missing file', async () => {
    const storage = s3Storage(s3Config({ bucket: 'no-such-bucket' }))
    await expect(storage.get('uploads/x.png')).rejects.toThrow(
      'S3 GET uploads/x.png failed: NoSuchBucket (404)',
    )
    await expect(storage.stream('uploads/x.png')).rejects.toThrow(/NoSuchBucket/)
    await expect(storage.put('uploads/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /NoSuchBucket/,
    )
    await expect(async () => {
      for await (const _ of storage.list('uploads/')) void _
    }).rejects.toThrow('S3 LIST uploads/ failed: NoSuchBucket (404)')
  })

  it('gives up on a server that does not answer after its retries, with a StorageError', async () => {
    // A port nobody listens on: the connection is refused at once, three times.
    const storage = s3Storage(
      s3Config({ endpoint: 'http://127.0.0.1:9', timeouts: { connectMs: 500, idleMs: 1000, attempts: 3 } }),
    )
    const started = Date.now()
    await expect(storage.get('uploads/x.png')).rejects.toThrow(
      /^S3 GET uploads\/x.png failed: .*ECONNREFUSED/,
    )
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})
