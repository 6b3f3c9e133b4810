'use client'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

interface Member {
  email: string
}

/** Talks to the members collection's own endpoints with fetch, as a website's client code does. */
export function Account() {
  const [member, setMember] = useState<Member | null | undefined>(undefined)
  const [message, setMessage] = useState('')

  const refresh = useCallback(async () => {
    const response = await fetch('/api/members/me', { credentials: 'include' })
    const body = (await response.json()) as { user: Member | null }
    setMember(body.user)
  }, [])
  useEffect(() => void refresh(), [refresh])

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const response = await fetch('/api/members/login', {
      body: JSON.stringify({ email: data.get('email'), password: data.get('password') }),
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      method: 'POST',
    })
    setMessage(response.ok ? '' : `Sign-in failed (${response.status})`)
    await refresh()
  }

  const signOut = async () => {
    const response = await fetch('/api/members/logout', { credentials: 'include', method: 'POST' })
    setMessage(response.ok ? '' : `Sign-out failed (${response.status})`)
    await refresh()
  }

  if (member === undefined) return <p>Loading…</p>
  return (
    <section aria-live="polite">
      {member ? (
        <>
          <p>Signed in as {member.email}</p>
          <button onClick={signOut} type="button">
            Sign out
          </button>
        </>
      ) : (
        <form onSubmit={signIn}>
          <p>Not signed in</p>
          <label>
            Email <input autoComplete="username" name="email" type="email" required />
          </label>
          <label>
            Password{' '}
            <input autoComplete="current-password" name="password" type="password" required />
          </label>
          <button type="submit">Sign in</button>
        </form>
      )}
      {message && <p role="alert">{message}</p>}
    </section>
  )
}
