import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_LIMITS } from '@/lib/shop/design-print/uploads/limits'
import { clientAddressOf } from '../server/client-address.mjs'
import { DEFAULT_MAX_BODY_MEGABYTES, nginxConfig } from './cluster-nginx'

const config = nginxConfig({ port: 3460, upstreams: [3461, 3462, 3463], dir: '/tmp/cluster/nginx' })

/** The text of one location block (up to its closing brace at four spaces). */
const location = (name: string) => {
  const start = config.indexOf(`location ${name} {`)
  return config.slice(start, config.indexOf('\n    }', start))
}

describe('the cluster balancer config', () => {
  it('listens on loopback and balances over every instance on loopback', () => {
    expect(config).toContain('listen 127.0.0.1:3460;')
    for (const port of [3461, 3462, 3463]) expect(config).toContain(`server 127.0.0.1:${port} `)
  })

  it('passes the Host on, so the brands (myposter.localhost) and the Origin check keep working', () => {
    expect(location('/')).toContain('proxy_set_header Host $http_host;')
  })

  it('appends the peer to X-Forwarded-For, which the shop with TRUSTED_PROXIES=1 takes as the client', () => {
    expect(location('/')).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    // What nginx sends for a client at 198.51.100.7 that forged the header itself:
    const forwarded = '6.6.6.6, 198.51.100.7'
    expect(clientAddressOf('127.0.0.1', forwarded, 1)).toBe('198.51.100.7')
  })

  it('lets a whole upload through', () => {
    expect(DEFAULT_MAX_BODY_MEGABYTES * 1024 * 1024).toBeGreaterThanOrEqual(
      UPLOAD_LIMITS.maxFileBytes + UPLOAD_FORM_OVERHEAD_BYTES,
    )
    expect(config).toContain(`client_max_body_size ${DEFAULT_MAX_BODY_MEGABYTES}m;`)
  })

  it('leaves compression to the shop', () => {
    expect(config).toContain('gzip off;')
  })

  it('retries on a dead instance, but resends a POST only for orders, which carry an idempotency key', () => {
    expect(location('/')).toMatch(/proxy_next_upstream error timeout http_502 http_503;/)
    expect(location('= /web-api/checkout/orders')).toMatch(/proxy_next_upstream error .* non_idempotent;/)
    expect(config.match(/non_idempotent;/g)).toHaveLength(1)
  })

  it('marks its own error answer, so it is never taken for the shop’s', () => {
    expect(location('@unreachable')).toContain('add_header x-balancer-error unreachable always;')
    expect(config).toContain('error_page 502 504 @unreachable;')
  })

  it('refuses a cluster without instances', () => {
    expect(() => nginxConfig({ port: 3460, upstreams: [], dir: '/tmp/x' })).toThrow(/at least one/)
  })

  it.skipIf(!existsSync('/usr/sbin/nginx'))('is accepted by nginx -t', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cluster-nginx-'))
    try {
      for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub))
      const file = path.join(dir, 'nginx.conf')
      writeFileSync(file, nginxConfig({ port: 3460, upstreams: [3461, 3462], dir }))
      const test = spawnSync('/usr/sbin/nginx', ['-e', path.join(dir, 'error.log'), '-t', '-c', file], {
        encoding: 'utf8',
      })
      expect(test.stderr).toContain('test is successful')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
