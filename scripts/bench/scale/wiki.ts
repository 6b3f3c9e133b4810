/**
 * targets-map as the admin asks for it on a posts page (`for=collection/posts`), with a small and a
 * large wiki on Postgres: the page's own guides are the same at both sizes (20), the rest of the
 * wiki is guides on 200 custom areas, bulk-copied from one guide the way Payload lays a guide out
 * (the guide row, its locale rows, its target-key rows). One host per size, samples interleaved.
 */
import pg from 'pg'
import { bootHost, type Host } from '../../../fixtures/host'
import { familyFixture, implementation, median, roundedPair } from '../support'
import { interleave } from './interleave'

const AREAS = 200
const PAGE_GUIDES = 20
/** Guides that also hold a target the config no longer has, at both sizes. */
const ORPHANS = 5
const customTargets = Array.from({ length: AREAS }, (_, index) => ({
  key: `area-${String(index).padStart(3, '0')}`,
}))
/** Targets on a posts page: the collection, its fields and its layout's hero block. */
const POSTS_PAGE_TARGETS = [
  'collection/posts',
  'collection/posts/title',
  'collection/posts/meta.description',
  'block/hero',
  'block/hero/heading',
]

/** The picker field a target key is written through. */
const pickerOf = (key: string) => {
  const [kind, , ...path] = key.split('/')
  if (path.length) return { targetFields: [key] }
  return kind === 'block' ? { targetBlocks: [key] } : { targetCollections: [key] }
}

const columnsOf = async (client: pg.Client, table: string) =>
  (
    await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position`,
      [table],
    )
  ).rows.map((row: { column_name: string }) => row.column_name)

/** The area key of copy `n`, as SQL. */
const areaOf = (copy: string) => `'custom/area-' || lpad((${copy}.n % ${AREAS})::text, 3, '0')`

/**
 * Copies one document row of `table` per row of `source` (new id `copies.id`, parent `copies.parent`
 * when the table has a parent_id), with its locale rows (titles numbered apart) and its text rows
 * (the template's area key replaced by the copy's), in one statement per table.
 */
const copyRows = async (client: pg.Client, source: string, table: string, templateId: number) => {
  const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')
  const columns = (await columnsOf(client, table)).filter((column) => column !== 'parent_id')
  const hasParent = (await columnsOf(client, table)).includes('parent_id')
  await client.query(
    `INSERT INTO "${table}" (id, ${hasParent ? 'parent_id, ' : ''}${quoted(columns)})
     SELECT copies.id, ${hasParent ? 'copies.parent, ' : ''}${columns.map((column) => `t."${column}"`).join(', ')} FROM ${source} AS copies, "${table}" t WHERE t.id = $1`,
    [templateId],
  )
  const localeColumns = (await columnsOf(client, `${table}_locales`)).filter(
    (column) => column !== '_parent_id',
  )
  await client.query(
    `INSERT INTO "${table}_locales" (_parent_id, ${quoted(localeColumns)})
     SELECT copies.id, ${localeColumns.map((column) => (/(^|_)title$/.test(column) ? `l."${column}" || ' ' || copies.n` : `l."${column}"`)).join(', ')}
     FROM ${source} AS copies, "${table}_locales" l WHERE l._parent_id = $1`,
    [templateId],
  )
  await client.query(
    `INSERT INTO "${table}_texts" ("order", parent_id, path, text)
     SELECT t."order", copies.id, t.path, CASE WHEN t.text = 'custom/area-000' THEN ${areaOf('copies')} ELSE t.text END
     FROM ${source} AS copies, "${table}_texts" t WHERE t.parent_id = $1`,
    [templateId],
  )
}

/** `count` published guides like `templateId` (and its latest version, which drafts-aware reads use), each on one custom area. */
const copyGuides = async (client: pg.Client, templateId: number, count: number) => {
  const { rows } = await client.query(
    'SELECT id FROM _wiki_pages_v WHERE parent_id = $1 AND latest',
    [templateId],
  )
  const templateVersionId = (rows[0] as { id: number }).id
  await client.query('BEGIN')
  await client.query(
    `CREATE TEMP TABLE guide_copies ON COMMIT DROP AS
     SELECT nextval(pg_get_serial_sequence('wiki_pages', 'id')) AS id, nextval(pg_get_serial_sequence('_wiki_pages_v', 'id')) AS version, n FROM generate_series(1, $1::int) AS n`,
    [count],
  )
  await client.query(
    'CREATE TEMP TABLE page_copies ON COMMIT DROP AS SELECT id, NULL::bigint AS parent, n FROM guide_copies',
  )
  await client.query(
    'CREATE TEMP TABLE version_copies ON COMMIT DROP AS SELECT version AS id, id AS parent, n FROM guide_copies',
  )
  await copyRows(client, 'page_copies', 'wiki_pages', templateId)
  await copyRows(client, 'version_copies', '_wiki_pages_v', templateVersionId)
  await client.query('COMMIT')
}

const bootWiki = async (guides: number) => {
  const host = await bootHost({
    db: 'postgres',
    fixture: familyFixture('admin-wiki/wk-wiki.ts'),
    implementation,
    options: { wiki: { customTargets } },
  })
  for (let index = 0; index < PAGE_GUIDES; index++) {
    await host.payload.create({
      collection: 'wiki-pages',
      data: {
        _status: 'published',
        audience: 'everyone',
        title: `Posts guide ${index}`,
        summary: 'On the posts page',
        ...pickerOf(POSTS_PAGE_TARGETS[index % POSTS_PAGE_TARGETS.length]),
      } as never,
    })
  }
  const template = await host.payload.create({
    collection: 'wiki-pages',
    data: {
      _status: 'published',
      audience: 'everyone',
      title: 'Area guide',
      summary: 'Somewhere else',
      targetCustom: ['custom/area-000'],
    } as never,
  })
  const client = new pg.Client({ connectionString: host.shared.databaseUrl })
  await client.connect()
  try {
    await copyGuides(client, template.id as number, guides - PAGE_GUIDES - 1)
    // Orphans, as a removed collection leaves them: the first guides also name one (only SQL writes
    // a key the config does not know).
    await client.query(
      `INSERT INTO wiki_pages_texts ("order", parent_id, path, text) SELECT 2, id, 'targetKeys', 'collection/gone' FROM wiki_pages ORDER BY id LIMIT ${ORPHANS}`,
    )
    await client.query(
      `INSERT INTO _wiki_pages_v_texts ("order", parent_id, path, text)
       SELECT 2, v.id, t.path, 'collection/gone' FROM _wiki_pages_v v JOIN _wiki_pages_v_texts t ON t.parent_id = v.id
       WHERE v.latest AND v.parent_id IN (SELECT id FROM wiki_pages ORDER BY id LIMIT ${ORPHANS})`,
    )
    for (const table of ['wiki_pages', '_wiki_pages_v'])
      for (const suffix of ['', '_locales', '_texts'])
        await client.query(`VACUUM ANALYZE "${table}${suffix}"`)
  } finally {
    await client.end()
  }
  const password = 'bench-password-1'
  const signIn = async (email: string, roles: string[]) => {
    await host.payload.create({
      collection: 'users',
      data: { email, password, roles, team: 'red' } as never,
    })
    const login = await fetch(`${host.api}/users/login`, {
      body: JSON.stringify({ email, password }),
      headers: { 'content-type': 'application/json' },
      method: 'POST',
    })
    const { token } = (await login.json()) as { token: string }
    return { authorization: `JWT ${token}` }
  }
  // targets-map as an author of the red team (read and update access are queries, as in a project
  // with roles); orphaned-targets as an editor, who may update every guide.
  return {
    host,
    headers: await signIn('author@example.test', ['author']),
    editor: await signIn('editor@example.test', ['editor']),
  }
}

export const measureTargetsMap = async ({
  small,
  large,
  samples,
}: {
  small: number
  large: number
  samples: number
}) => {
  const hosts: Host[] = []
  try {
    const started = performance.now()
    const sides = { small: await bootWiki(small), large: await bootWiki(large) }
    hosts.push(sides.small.host, sides.large.host)
    const loadSeconds = (performance.now() - started) / 1000
    const get = async (side: keyof typeof sides, query: string) => {
      const { host, headers } = sides[side]
      const begun = performance.now()
      const response = await fetch(`${host.api}/wiki-pages/targets-map?language=en&${query}`, {
        headers,
      })
      const body = (await response.json()) as { targets: Record<string, unknown[]> }
      if (response.status !== 200)
        throw new Error(`targets-map: ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
      return { elapsed: performance.now() - begun, body }
    }
    // Same page on both sides, checked before timing.
    for (const side of ['small', 'large'] as const) {
      const shown = new Set(
        Object.values((await get(side, 'for=collection/posts')).body.targets)
          .flat()
          .map((guide) => (guide as { id: number }).id),
      )
      if (shown.size !== PAGE_GUIDES)
        throw new Error(
          `the posts page shows ${shown.size} guides at the ${side} size, expected ${PAGE_GUIDES}`,
        )
    }
    const orphaned = async (side: keyof typeof sides) => {
      const begun = performance.now()
      const response = await fetch(`${sides[side].host.api}/wiki-pages/orphaned-targets`, {
        headers: sides[side].editor,
      })
      const body = (await response.json()) as { totalDocs: number }
      if (response.status !== 200 || body.totalDocs !== ORPHANS)
        throw new Error(
          `orphaned-targets at the ${side} size: ${response.status} ${JSON.stringify(body).slice(0, 200)}`,
        )
      return performance.now() - begun
    }
    const page = await interleave(
      ['small', 'large'] as const,
      samples,
      async (side) => (await get(side, 'for=collection/posts')).elapsed,
    )
    const orphans = await interleave(['small', 'large'] as const, samples, orphaned)
    // The whole map, as the admin asked for it before pages were narrowed: a few samples, for scale.
    const whole = await interleave(
      ['small', 'large'] as const,
      3,
      async (side) => (await get(side, '')).elapsed,
      1,
    )
    const p50 = { small: median(page.small), large: median(page.large) }
    console.log(
      `wiki: ${small} and ${large} published guides (${PAGE_GUIDES} on the posts page) seeded in ${loadSeconds.toFixed(1)} s`,
    )
    console.log(
      `targets-map for=collection/posts p50: ${p50.small.toFixed(1)} ms at ${small} guides, ${p50.large.toFixed(1)} ms at ${large}; ${samples} samples each`,
    )
    const orphansP50 = { small: median(orphans.small), large: median(orphans.large) }
    console.log(
      `orphaned-targets (${ORPHANS} orphans) p50: ${orphansP50.small.toFixed(1)} ms at ${small} guides, ${orphansP50.large.toFixed(1)} ms at ${large}`,
    )
    console.log(
      `whole targets-map p50 (3 samples): ${median(whole.small).toFixed(0)} ms and ${median(whole.large).toFixed(0)} ms`,
    )
    return {
      wikiGuides: { small, large },
      targetsMapRatio: Number((p50.large / p50.small).toFixed(2)),
      targetsMapP50Ms: roundedPair(p50, 2),
      orphanedTargetsRatio: Number((orphansP50.large / orphansP50.small).toFixed(2)),
      orphanedTargetsP50Ms: roundedPair(orphansP50, 2),
      wholeTargetsMapP50Ms: roundedPair(
        { small: median(whole.small), large: median(whole.large) },
        1,
      ),
    }
  } finally {
    await Promise.all(hosts.map((host) => host.close()))
  }
}
