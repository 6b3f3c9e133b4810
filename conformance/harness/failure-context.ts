/**
 * Vitest setup file (vitest.config.ts `setupFiles`): a failing assertion says which requirement it
 * checks and what the server last answered. A bare "expected 400 to be 201" reads
 * "FB-26: expected 400 to be 201 — last response: POST /api/form-submissions → 400 {"errors":…}",
 * so a fork author sees the rejection without re-running the test.
 */
import { beforeEach } from 'vitest'
import { type ObservedResponse, observeResponses } from '../../fixtures/client'
import { requirementIdOfTitle } from '../kit/requirement-id'

/** Characters of a response body shown with a failure: enough for Payload's error list. */
const BODY_SHOWN = 600

const bodyText = ({ response }: ObservedResponse) => {
  const text =
    typeof response.text === 'string' && response.text
      ? response.text
      : JSON.stringify(response.body ?? '')
  return text.length > BODY_SHOWN
    ? `${text.slice(0, BODY_SHOWN)}… (${text.length - BODY_SHOWN} more characters)`
    : text
}

beforeEach(({ onTestFailed, task }) => {
  let last: ObservedResponse | undefined
  const stop = observeResponses((observed) => {
    last = observed
  })
  onTestFailed(() => {
    const id = requirementIdOfTitle(task.name)
    for (const error of task.result?.errors ?? []) {
      if (error.name !== 'AssertionError' || !id || error.message.includes(id)) continue
      const body = last && bodyText(last)
      // A message the test already gave the body to (`expect(status, JSON.stringify(body))`) keeps it once.
      const response =
        last && body && !error.message.includes(body.slice(0, 60))
          ? ` — last response: ${last.method.toUpperCase()} ${last.path} → ${last.response.status} ${body}`
          : ''
      error.message = `${id}: ${error.message}${response}`
    }
  })
  return stop
})
