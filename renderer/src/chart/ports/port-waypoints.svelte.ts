// How a port becomes a waypoint, the one way every path takes (the search's "Add waypoint", a
// click on a port's dot, its details' "Add as waypoint"): the waypoint goes to the port's
// approach at sea (shared/land/approach.ts: its pilot station, else the nearest open water),
// keeps the port's name, and a note says where it went and how far that is from the port. The
// port record itself is kept in the note, so its details, port call and conditions still use
// the port's own position.
import type { Port } from '../../../../shared/api/resources/ports';
import type { Position } from '../../../../shared/domain/position';
import type { LandData } from '../../../../shared/land/land';
import type { PortApproach } from '../../../../shared/land/approach';
import { loadLand } from '../land-view';

export interface PortWaypointNote {
  readonly port: Port;
  /** Null when the land could not be read: the waypoint is then at the port's own position. */
  readonly approach: PortApproach | null;
  readonly text: string;
}

/** Distances written to a tenth of a mile under 10 NM, whole miles above. */
function nm(distanceNm: number): string {
  return distanceNm < 9.95 ? distanceNm.toFixed(1) : distanceNm.toFixed(0);
}

/** Where the waypoint for a port went, in words. */
export function approachWords(name: string, approach: PortApproach | null): string {
  if (approach === null) {
    return `${name} added at the port's own position: the land data could not be read, so check its first leg against the chart.`;
  }
  switch (approach.kind) {
    case 'pilot':
      return `${name} added at the ${approach.station}, ${nm(approach.distanceNm)} NM from the port.`;
    case 'sea':
      return `${name} added at its approach in open water, ${nm(approach.distanceNm)} NM from the port.`;
    case 'port':
      return `${name} added at the port, which lies in open water.`;
    case 'none':
      return `${name} added at the port's own position: no open water lies within reach of it in the land data (a lake or river port), so its first leg crosses drawn land.`;
  }
}

export class PortWaypoints {
  /** The last port added and where it went; null once dismissed. */
  note = $state.raw<PortWaypointNote | null>(null);
  private readonly addWaypoint: (position: Position, name: string) => unknown;
  private readonly land: () => Promise<LandData>;
  /** Adds run in the order asked, although each waits for the land. */
  private queue: Promise<unknown> = Promise.resolve();

  /** `land`: the land the check reads (1:10m, loaded once and shared with the chart). */
  constructor(
    addWaypoint: (position: Position, name: string) => unknown,
    land = (): Promise<LandData> => loadLand('10m'),
  ) {
    this.addWaypoint = addWaypoint;
    this.land = land;
  }

  /** Appends a waypoint at the port's approach, named after the port; resolves to the note shown. */
  add(port: Port): Promise<PortWaypointNote> {
    const run = this.queue.then(async () => {
      // The search for open water loads with the land it reads, not with the app.
      const approach = await Promise.all([this.land(), import('../../../../shared/land/approach')]).then(
        ([land, { portApproach }]) => portApproach(land, port),
        () => null,
      );
      this.addWaypoint(approach?.position ?? { lat: port.latitude, lon: port.longitude }, port.name);
      const note: PortWaypointNote = { port, approach, text: approachWords(port.name, approach) };
      this.note = note;
      return note;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  dismiss(): void {
    this.note = null;
  }
}
