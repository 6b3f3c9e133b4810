import { useEffect, useState } from 'react'

/** Whether React has hydrated the server's HTML: until then, a click would submit natively (a GET with the answers in the URL). */
export const useHydrated = () => {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
