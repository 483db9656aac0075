/**
 * An S3 server from the package registry (s3rver) on a loopback port, for the storage tests, the
 * two-instance test and `npm run cluster` (docs/adr/0114). Objects live in a temp folder that stop()
 * deletes (unless the caller named the folder). Plain JavaScript so that plain Node scripts can start
 * it too:
 *
 *   import { startS3Server } from './lib/storage/testing/s3-server.mjs'
 *   const s3 = await startS3Server({ port: 0, bucket: 'shop-uploads' })
 *   spawn('node', ['server/start.mjs'], { env: { ...process.env, ...s3.env } })
 *   await s3.stop()
 *
 * or from a shell: `node lib/storage/testing/s3-server.mjs --port 3461` prints the env lines and runs
 * until Ctrl-C.
 */
import crypto from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import S3rver from 's3rver'

/** s3rver's one built-in account; it checks signatures made with these keys. */
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'

/**
 * s3rver (last release 2021) encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3
 * (Node 17 and later) no longer offers: every listing longer than one page failed with an internal
 * error. The token only has to come back to s3rver readable, so where DES is missing its calls get
 * AES with the key and IV doubled to AES's sizes. Nothing else in this process asks for DES.
 */
function giveS3rverACipher() {
  try {
    crypto.createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8))
    return
  } catch {
    // No DES here: stand in for it below.
  }
  const { createCipheriv, createDecipheriv } = crypto
  /** @param {Buffer} key @param {Buffer} iv @returns {[string, Buffer, Buffer]} */
  const aes = (key, iv) => ['aes-128-cbc', Buffer.concat([key, key]), Buffer.concat([iv, iv])]
  crypto.createCipheriv = (algorithm, key, iv, options) =>
    algorithm === 'des'
      ? createCipheriv(...aes(key, iv), options)
      : createCipheriv(algorithm, key, iv, options)
  crypto.createDecipheriv = (algorithm, key, iv, options) =>
    algorithm === 'des'
      ? createDecipheriv(...aes(key, iv), options)
      : createDecipheriv(algorithm, key, iv, options)
}

/**
 * @param {import('./s3-server.d.mts').S3ServerOptions} [options]
 * @returns {Promise<import('./s3-server.d.mts').S3Server>}
 */
export async function startS3Server(options = {}) {
  const { port = 0, host = '127.0.0.1', bucket = 'shop-uploads', region = 'us-east-1' } = options
  giveS3rverACipher()
  const directory = options.directory ?? (await mkdtemp(join(tmpdir(), 's3rver-')))
  const server = new S3rver({
    address: host,
    port,
    directory,
    silent: true,
    // Buckets are addressed by path (http://127.0.0.1:port/bucket/key) as the shop's client does.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  const endpoint = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  let stopped = false
  return {
    endpoint,
    port: address.port,
    bucket,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    directory,
    env: {
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async stop() {
      if (stopped) return
      stopped = true
      // Clients keep connections alive; close() alone would wait for them to time out.
      server.httpServer?.closeAllConnections()
      await server.close()
      if (!options.directory) await rm(directory, { recursive: true, force: true })
    },
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      bucket: { type: 'string', default: 'shop-uploads' },
      directory: { type: 'string' },
    },
  })
  const s3 = await startS3Server({ ...values, port: Number(values.port) })
  for (const [name, value] of Object.entries(s3.env)) console.log(`${name}=${value}`)
  console.log(`# s3rver keeps the objects in ${s3.directory}; Ctrl-C stops it`)
  const stop = () => void s3.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
