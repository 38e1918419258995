/** Spec part 3, 2.4: released over total, and whether all are released (the counter turns teal). */
export interface RoadblockCounter {
  released: number;
  total: number;
  allReleased: boolean;
}

export function roadblockCounter(roadblocks: ReadonlyArray<{ released: boolean }>): RoadblockCounter {
  const released = roadblocks.filter((roadblock) => roadblock.released).length;
  // An empty list has nothing released: it is not shown as 'all released'.
  return { released, total: roadblocks.length, allReleased: roadblocks.length > 0 && released === roadblocks.length };
}
