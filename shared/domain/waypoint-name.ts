// The one rule for a waypoint without a name (ECDIS exports often leave every name empty): it is
// shown and written as "WP <n>", n its place in the route counted from 1. The domain keeps the
// name as the file or the navigator gave it (empty stays empty), so the made-up name follows
// the waypoint's place when waypoints are inserted or deleted, and never passes for a real one.

/** The name a waypoint is shown and exported under: its own, else (empty or blank) `WP <index + 1>`. */
export function waypointName(name: string | undefined, index: number): string {
  return name !== undefined && hasOwnName(name) ? name : `WP ${index + 1}`;
}

/** True when the waypoint has a name of its own (not one made up from its place). */
export function hasOwnName(name: string | undefined): boolean {
  return (name?.trim() ?? '') !== '';
}
