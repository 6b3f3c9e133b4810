/** The server props a `wikiView.components` view gets (the part this one reads). */
interface HomeProps {
  initPageResult: { req: { user?: { email?: string } | null } }
  searchParams?: Record<string, string | string[] | undefined>
}

/** A project's own wiki home (`wikiView.components.home`): greets the signed-in reader from its server props. */
export const WikiTestHome = ({ initPageResult, searchParams }: HomeProps) => (
  <section className="test-wiki-home">
    <h2>Team handbook</h2>
    <p className="test-wiki-home__reader">Signed in as {initPageResult.req.user?.email}</p>
    {typeof searchParams?.q === 'string' && (
      <p className="test-wiki-home__query">Searching for {searchParams.q}</p>
    )}
  </section>
)
