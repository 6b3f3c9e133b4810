import { describe, expect, test } from 'vitest'
import { listed, quoted } from './shared/messages'

/** How the jobs and webhooks plugins quote a request's input in their messages: bounded, whatever was sent. */
describe('quoting input in messages (reference unit)', () => {
  test('quoted: text as given up to 64 characters, cut with an ellipsis beyond; nothing for null and undefined', () => {
    expect(quoted('default')).toBe('default')
    expect(quoted(42)).toBe('42')
    expect(quoted('x'.repeat(64))).toBe('x'.repeat(64))
    expect(quoted('x'.repeat(65))).toBe(`${'x'.repeat(64)}…`)
    expect(quoted('y'.repeat(100_000))).toHaveLength(65)
    expect(quoted(null)).toBe('')
    expect(quoted(undefined)).toBe('')
  })

  test('listed: up to five names, each quoted and cut, then how many more', () => {
    expect(listed(['a'])).toBe('"a"')
    expect(listed(['a', 'b', 'c', 'd', 'e'])).toBe('"a", "b", "c", "d", "e"')
    expect(listed(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('"a", "b", "c", "d", "e" and 2 more')
    expect(listed(['z'.repeat(70)])).toBe(`"${'z'.repeat(64)}…"`)
  })
})
