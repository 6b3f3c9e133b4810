import { Account } from './Account'

/** The website's account page: sign in and out of the `members` collection from the browser. */
export default function AccountPage() {
  return (
    <main style={{ fontFamily: 'system-ui', margin: '3rem auto', maxWidth: 420 }}>
      <h1>Member account</h1>
      <Account />
    </main>
  )
}
