import nodemailer from 'nodemailer'
import type { MailAttachment } from '@/lib/db/schema'

export interface TransportMessage {
  /** Becomes the Message-ID header, so a receiver can drop a duplicate after a crash mid-send. */
  id: string
  from: string
  to: string
  subject: string
  text: string
  html: string
  attachments: MailAttachment[]
}

/** Sends one message or throws; the worker owns retries. */
export interface MailTransport {
  readonly kind: 'smtp' | 'store'
  send(message: TransportMessage): Promise<void>
}

/** SMTP through nodemailer; short timeouts so a dead server fails a try instead of hanging the worker. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(withTimeouts(url))
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.id}@outbox.local>`,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      })
    },
  }
}

const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** nodemailer reads options from the URL's query; settings already in SMTP_URL win. */
function withTimeouts(url: string): string {
  const parsed = new URL(url)
  for (const [key, value] of Object.entries(TIMEOUTS_MS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(value))
  }
  return parsed.toString()
}

/** No SMTP configured: the message stays in the outbox table for the development mail viewer. */
export const storeOnlyTransport: MailTransport = { kind: 'store', send: async () => {} }
