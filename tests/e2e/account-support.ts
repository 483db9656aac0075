import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** Helpers of the account browser tests: unique addresses and links from the development mail viewer. */

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

interface ViewerMessage {
  subject: string
  text: string
}

/**
 * The path and query of the newest link to `route` in mails to `to`. Mail links use the configured
 * site URL (SITE_URL_*), which is another port than the test server's, so only the path is followed.
 */
export async function linkFromMail(request: APIRequestContext, to: string, route: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}&format=json`)
        const { messages } = (await response.json()) as { messages: ViewerMessage[] }
        for (const message of messages) {
          const match = message.text.match(new RegExp(`https?://[^\\s/]+(/\\S*${route}\\S*)`))
          if (match?.[1]) {
            found = match[1]
            return true
          }
        }
        return false
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

export async function mailSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}&format=json`)
  const { messages } = (await response.json()) as { messages: ViewerMessage[] }
  return messages.map((m) => m.subject)
}

export async function mailTexts(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}&format=json`)
  const { messages } = (await response.json()) as { messages: ViewerMessage[] }
  return messages.map((m) => m.text)
}

export async function fill(scope: Page | Locator, testId: string, values: Record<string, string>) {
  const form = scope.getByTestId(testId)
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value)
  return form
}
