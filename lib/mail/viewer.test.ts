import { describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { mailViewerAnswers } from './viewer'

const from = (address?: string) => new Headers(address ? { [CLIENT_ADDRESS_HEADER]: address } : {})

describe('mailViewerAnswers (the outbox holds every reset link)', () => {
  it.each([
    // APP_ENV, NODE_ENV, DEV_SERVER_LOOPBACK, client address, answers
    ['development', 'production', false, '127.0.0.1', true],
    ['development', 'production', false, '::1', true],
    ['test', 'production', false, '127.0.0.5', true],
    ['development', 'production', false, '192.168.1.20', false],
    ['test', 'production', false, '10.0.0.1', false],
    ['development', 'production', false, '::ffff:8.8.8.8', false],
    // No address from our server: not known to be this machine.
    ['development', 'production', false, undefined, false],
    // npm run dev listens on 127.0.0.1 only; a bare `next dev` (all interfaces) does not count.
    ['development', 'development', true, undefined, true],
    ['development', 'development', false, undefined, false],
    ['development', 'production', true, '192.168.1.20', false],
    // Never outside development and test, not even for this machine.
    ['staging', 'production', false, '127.0.0.1', false],
    ['production', 'production', false, '127.0.0.1', false],
    ['staging', 'development', true, undefined, false],
  ] as const)(
    'APP_ENV=%s NODE_ENV=%s dev-loopback=%s client %s -> %s',
    (appEnv, nodeEnv, devLoopback, address, answers) => {
      const settings = { APP_ENV: appEnv, NODE_ENV: nodeEnv, DEV_SERVER_LOOPBACK: devLoopback }
      expect(mailViewerAnswers(settings, from(address))).toBe(answers)
    },
  )
})
