/**
 * adminWiki targets-map latency against two baselines measured in the same run, as the same user:
 * a plain REST find of the same published guides (depth=0, no pagination; goal: targets-map p50 ≤
 * 1.5× its p50), and a Local API find of them selecting only the fields targets-map returns (goal:
 * ≤ 1.2×, the cost of sitting on every admin page view). 2,000 guides over 200 targets.
 *   npx tsx scripts/bench/wiki.ts [--runs 40] [--guides 2000] [--targets 200]
 */
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import { seededFaker } from '../../fixtures/data'
import { bootHost } from '../../fixtures/host'
import { familyFixture, implementation, median } from './support'

const { values } = parseArgs({
  options: {
    guides: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '40' },
    targets: { type: 'string', default: '200' },
  },
})
const [runs, guideCount, targetCount] = [
  Number(values.runs),
  Number(values.guides),
  Number(values.targets),
]
const faker = seededFaker(2000)
const customTargets = Array.from({ length: targetCount }, (_, index) => ({
  key: `area-${String(index).padStart(3, '0')}`,
}))

const host = await bootHost({
  fixture: familyFixture('admin-wiki/wk-wiki.ts'),
  implementation,
  options: { wiki: { customTargets } },
})
try {
  const password = 'bench-password-1'
  await host.payload.create({
    collection: 'users',
    data: { email: 'bench@example.test', password, roles: ['editor'] } as never,
  })
  const login = await fetch(`${host.api}/users/login`, {
    body: JSON.stringify({ email: 'bench@example.test', password }),
    headers: { 'content-type': 'application/json' },
    method: 'POST',
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `JWT ${token}` }

  const seeding = performance.now()
  let published = 0
  for (let index = 0; index < guideCount; index++) {
    // One or two targets each; one guide in ten stays a draft.
    const first = customTargets[index % targetCount].key
    const second = customTargets[(index * 7 + 3) % targetCount].key
    const isDraft = index % 10 === 9
    if (!isDraft) published++
    await host.payload.create({
      collection: 'wiki-pages',
      data: {
        _status: isDraft ? 'draft' : 'published',
        audience: 'everyone',
        body: null,
        summary: faker.lorem.sentence(),
        targetCustom: [...new Set([`custom/${first}`, ...(index % 2 ? [`custom/${second}`] : [])])],
        title: faker.lorem.words(4),
      } as never,
      draft: isDraft,
    })
  }
  const seedSeconds = (performance.now() - seeding) / 1000

  const time = async (path: string) => {
    const started = performance.now()
    const response = await fetch(`${host.api}${path}`, { headers })
    const body = await response.text()
    const elapsed = performance.now() - started
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`)
    return { body, elapsed }
  }
  const mapPath = '/wiki-pages/targets-map?language=en'
  const findPath = '/wiki-pages?depth=0&pagination=false&locale=en&where[_status][equals]=published'

  // Same published guides on both sides, checked once before timing.
  const map = JSON.parse((await time(mapPath)).body) as {
    targets: Record<string, Array<{ id: number }>>
  }
  const found = JSON.parse((await time(findPath)).body) as { docs: Array<{ id: number }> }
  const mapIds = new Set(
    Object.values(map.targets)
      .flat()
      .map((guide) => guide.id),
  )
  if (found.docs.length !== published || mapIds.size !== published) {
    throw new Error(
      `expected ${published} published guides; find returned ${found.docs.length}, targets-map ${mapIds.size}`,
    )
  }

  // The Local API find targets-map would be if it only read: same reader, same select, no HTTP.
  const reader = (
    await host.payload.find({
      collection: 'users',
      limit: 1,
      where: { email: { equals: 'bench@example.test' } },
    })
  ).docs[0]
  const localFind = async () => {
    const started = performance.now()
    const { docs } = await host.payload.find({
      collection: 'wiki-pages',
      depth: 0,
      draft: false,
      locale: 'en',
      overrideAccess: false,
      pagination: false,
      select: { targetKeys: true, title: true, updatedAt: true },
      user: reader,
      where: { _status: { equals: 'published' } },
    })
    if (docs.length !== published)
      throw new Error(`Local API find returned ${docs.length} guides, expected ${published}`)
    return performance.now() - started
  }

  for (let warm = 0; warm < 5; warm++) {
    await Promise.all([time(mapPath), time(findPath)].map((p) => p.catch(() => {})))
    await localFind()
  }
  const mapSamples: number[] = []
  const findSamples: number[] = []
  const localSamples: number[] = []
  for (let run = 0; run < runs; run++) {
    // Interleaved so all three see the same machine load.
    mapSamples.push((await time(mapPath)).elapsed)
    findSamples.push((await time(findPath)).elapsed)
    localSamples.push(await localFind())
  }
  const [mapMs, findMs, localMs] = [median(mapSamples), median(findSamples), median(localSamples)]
  console.log(`machine: ${cpus().length} cores, node ${process.version}, db ${host.shared.db}`)
  console.log(
    `seeded ${guideCount} guides (${published} published) over ${targetCount} targets in ${seedSeconds.toFixed(1)} s`,
  )
  console.log(
    `targets-map p50: ${mapMs.toFixed(1)} ms; REST find (depth=0) p50: ${findMs.toFixed(1)} ms; ${runs} runs each`,
  )
  console.log(
    `Local API find (select id, title, targetKeys, updatedAt) p50: ${localMs.toFixed(1)} ms`,
  )
  console.log(`ratio targets-map/find: ${(mapMs / findMs).toFixed(2)}x (goal ≤ 1.5x)`)
  console.log(
    `ratio targets-map/Local API select find: ${(mapMs / localMs).toFixed(2)}x (goal ≤ 1.2x)`,
  )
} finally {
  await host.close()
}
process.exit(0)
