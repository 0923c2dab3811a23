// Route files a hostile probe sends (issue 27), made in memory: they are too large to commit.

/**
 * An RTZ 1.2 route named `routeName` whose `count` waypoints, in open Atlantic water west of
 * Biscay, have no revision: one identical warning each.
 */
export function rtzWithoutRevisions(routeName: string, count: number): string {
  const waypoints = Array.from(
    { length: count },
    (_, i) =>
      `<waypoint id="${i + 1}" name="P${i + 1}"><position lat="${(45 + (i % 100) * 0.01).toFixed(2)}" lon="${(-20 - Math.floor(i / 100) * 0.01).toFixed(2)}"/></waypoint>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<route xmlns="http://www.cirm.org/RTZ/1/2" version="1.2">\n<routeInfo routeName="${routeName}"/>\n<waypoints>\n${waypoints}\n</waypoints>\n</route>\n`;
}
