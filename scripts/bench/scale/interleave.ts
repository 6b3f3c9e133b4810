/**
 * `samples` timings of each side, alternating which goes first each round so warm-up and drift
 * favor neither; `warmUp` rounds first are not kept. `gapMs`: the least time a round takes (a
 * shared cache between rounds must expire).
 */
export const interleave = async <Side extends string>(
  sides: readonly Side[],
  samples: number,
  time: (side: Side) => Promise<number>,
  warmUp = 3,
  gapMs = 0,
) => {
  const kept = Object.fromEntries(sides.map((side) => [side, [] as number[]])) as Record<
    Side,
    number[]
  >
  for (let round = -warmUp; round < samples; round++) {
    const started = performance.now()
    const order = round % 2 ? [...sides].reverse() : sides
    for (const side of order) {
      const elapsed = await time(side)
      if (round >= 0) kept[side].push(elapsed)
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, gapMs - (performance.now() - started))),
    )
  }
  return kept
}
