import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Both brands address the shopper as "Sie" on every page, mail and PDF (issue 32 point 7, ADR 0107).
 * This reads every German message file and every content story and fails on informal address, naming
 * the file and the text. Allowed: what a customer writes in their own voice (the design-approval
 * message to partner or parents), the guest salutation choice of the event portal, texts printed on a
 * couple's cards (samples, verses) and the magazine's heading that names the question.
 */
const INFORMAL =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|eure|euer|euren|eurem|eurer|eures)\b/i

const ALLOWED = new Set([
  // The customer's own message to the people who approve the design (DesignApproval.share).
  'Unser Kartenentwurf – was meinst du?',
  'Schau dir unseren Kartenentwurf an und gib ihn frei: {url}',
  // The event portal's salutation choice for a household ("du"/"Sie"), named where it is offered.
  'du',
  '{style, select, du {Du} other {Sie}}',
  'Eine Karte für jeden Haushalt, der mit Ihnen gefeiert hat: mit Anrede in Du oder Sie und der Anschrift auf der Rückseite.',
  // The magazine article about choosing the salutation.
  'Du oder Sie?',
  // Texts printed on cards: examples, quotes and verses a family sends to its guests.
  'Willkommen im Leben, kleiner Mensch. Wir haben auf dich gewartet.',
  'Aus Du und Ich wird Wir.',
  'Gott spricht: Ich will dich segnen, und du sollst ein Segen sein.',
  'Denn er hat seinen Engeln befohlen, dass sie dich behüten auf allen deinen Wegen.',
  'Ich bin bei euch alle Tage.',
  '„Danke, dass ihr unseren großen Tag mit uns gefeiert habt. Eure Glückwünsche und euer Geschenk haben uns sehr berührt – der Abend auf der Tanzfläche mit euch bleibt unvergessen.“',
  '„Wir sind überwältigt von so viel Freude über unsere Tochter Mila. Danke für eure Glückwünsche und die wunderschönen Geschenke!“',
])

function texts(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }]
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => texts(v, k))
  }
  return []
}

function jsonFiles(dir: string, match: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => file.endsWith('.json') && match(file))
}

/** German texts only: content stories carry English translations in fields named …__i18n__en-…. */
const german = ({ key }: { key: string }) => !/__i18n__en/.test(key) && !/(^|\.)en-/.test(key)

function informal(files: string[]): string[] {
  return files.flatMap((file) =>
    texts(JSON.parse(fs.readFileSync(file, 'utf8')))
      .filter(german)
      .filter(({ text }) => INFORMAL.test(text) && !ALLOWED.has(text))
      .map(({ text }) => `${file}: ${text}`),
  )
}

describe('one voice: "Sie" (issue 32 point 7)', () => {
  it('the German message files never say du or ihr to the shopper', () => {
    expect(informal(jsonFiles('locales', (file) => /[/\\]de-[A-Z]{2}\.json$/.test(file)))).toEqual([])
  })

  it('the content stories of both brands never do either', () => {
    expect(informal(jsonFiles('content', () => true))).toEqual([])
  })
})
