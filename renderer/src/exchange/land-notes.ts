// Land warnings grouped for a short list: one entry per leg (a rhumb line across Nova Scotia
// may run over land in a dozen places) or per run of waypoints inside the coastline, each with
// the position "Show on chart" centres on. Used by the import review and the editor's live check.
import type { Position } from '../../../shared/domain/position';
import type { ImportNote } from '../../../shared/formats/notes';
import { defined } from '../../../shared/domain/defined';

export interface LandNoteItem {
  /** The warning, without the heading its group already gives. */
  readonly text: string;
  readonly position?: Position;
}

export interface LandNoteGroup {
  /** Stable across checks of the same route: "leg 3 (A → B)". */
  readonly key: string;
  /** "Leg 3 (Ushant → Ambrose Light)", "Waypoint 2", or "Land check". */
  readonly title: string;
  /** One line: the warning itself when alone, else how many places. */
  readonly summary: string;
  readonly items: readonly LandNoteItem[];
  /** Where "Show on chart" goes: the first place. */
  readonly position?: Position;
  readonly legIndex?: number;
  readonly waypointIndex?: number;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The message without a leading "Leg 3 (A → B) " that the heading already says. */
function withoutHeading(message: string, title: string): string {
  if (title === '' || !message.toLowerCase().startsWith(`${title.toLowerCase()} `)) return message;
  const rest = message.slice(title.length + 1);
  return capitalised(rest);
}

/** Groups land notes (kind 'land') by the leg or waypoints they name, in route order as given. */
export function groupLandNotes(notes: readonly ImportNote[]): LandNoteGroup[] {
  const byKey = new Map<string, ImportNote[]>();
  for (const note of notes) {
    if (note.kind !== 'land') continue;
    const list = byKey.get(note.where);
    if (list) list.push(note);
    else byKey.set(note.where, [note]);
  }
  return [...byKey.entries()].map(([where, group]) => {
    const first = group[0]!;
    const title = where === '' ? 'Land check' : capitalised(where);
    const items = group.map((n): LandNoteItem => ({
      text: group.length === 1 ? n.message : withoutHeading(n.message, title),
      ...(n.position ? { position: n.position } : {}),
    }));
    const summary = group.length === 1 ? first.message : `${title} runs over land in ${group.length} places.`;
    return {
      key: where,
      title,
      summary,
      items,
      ...(first.position ? { position: first.position } : {}),
      ...defined({ legIndex: first.legIndex }),
      ...defined({ waypointIndex: first.waypointIndex }),
    };
  });
}

/** One line for the status bar, after "Land: ": "Leg 3 (A → B) crosses land", "2 legs cross land; Waypoint 4 inside the coastline", "no leg crosses land". */
export function landSummary(groups: readonly LandNoteGroup[]): string {
  if (groups.length === 0) return 'no leg crosses land';
  const legs = groups.filter((g) => g.legIndex !== undefined).length;
  const waypoints = groups.filter((g) => g.legIndex === undefined && g.waypointIndex !== undefined).length;
  const other = groups.length - legs - waypoints;
  const parts = [
    legs === 1
      ? `${groups.find((g) => g.legIndex !== undefined)!.title} crosses land`
      : legs > 1
        ? `${legs} legs cross land`
        : '',
    waypoints === 1
      ? `${groups.find((g) => g.legIndex === undefined && g.waypointIndex !== undefined)!.title} inside the coastline`
      : waypoints > 1
        ? `waypoints inside the coastline in ${waypoints} places`
        : '',
    other > 0 ? groups.find((g) => g.legIndex === undefined && g.waypointIndex === undefined)!.summary : '',
  ].filter((p) => p !== '');
  return parts.join('; ');
}
