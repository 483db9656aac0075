import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'

/**
 * A tiny SMTP server on 127.0.0.1 for tests: it speaks just enough of RFC 5321 (no TLS, no auth)
 * for nodemailer to deliver, and keeps each message's envelope and raw data. `stop()` closes the
 * port so the next delivery is refused, like an SMTP server that is down; `start()` listens on the
 * same port again.
 */

export interface SunkMessage {
  from: string
  to: string[]
  data: string
}

export interface SmtpSink {
  port: number
  url: string
  messages: SunkMessage[]
  start(): Promise<void>
  stop(): Promise<void>
}

export async function smtpSink(): Promise<SmtpSink> {
  const messages: SunkMessage[] = []
  let server: Server | undefined
  const sockets = new Set<Socket>()
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((socket) => session(socket, messages, sockets))
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port))
    })
  const port = await listen(0)
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    start: async () => void (await listen(port)),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        if (!server) return resolve()
        server.close(() => resolve())
        server = undefined
      }),
  }
  return sink
}

function session(socket: Socket, messages: SunkMessage[], sockets: Set<Socket>): void {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
  socket.on('error', () => undefined)
  let buffer = ''
  let envelope: SunkMessage = { from: '', to: [], data: '' }
  let inData = false
  const reply = (line: string) => socket.write(`${line}\r\n`)
  reply('220 sink ESMTP')
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8')
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end < 0) return
        envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.')
        buffer = buffer.slice(end + 5)
        messages.push(envelope)
        envelope = { from: '', to: [], data: '' }
        inData = false
        reply('250 queued')
        continue
      }
      const newline = buffer.indexOf('\r\n')
      if (newline < 0) return
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + 2)
      const verb = line.slice(0, 4).toUpperCase()
      reply(answer(verb, line, envelope))
      if (verb === 'DATA') inData = true
      if (verb === 'RSET') envelope = { from: '', to: [], data: '' }
      if (verb === 'QUIT') socket.end()
    }
  })
}

/** The reply to one command line; records the envelope. */
function answer(verb: string, line: string, envelope: SunkMessage): string {
  switch (verb) {
    case 'EHLO':
    case 'HELO':
      return '250 sink'
    case 'MAIL':
      envelope.from = line.slice(10).trim()
      return '250 ok'
    case 'RCPT':
      envelope.to.push(line.slice(8).trim())
      return '250 ok'
    case 'DATA':
      return '354 end with <CRLF>.<CRLF>'
    case 'QUIT':
      return '221 bye'
    default:
      return '250 ok'
  }
}
