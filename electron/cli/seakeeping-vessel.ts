// `passage seakeeping ROUTE --vessel NAME` (issue 29): the hull of a vessel profile saved in the
// data folder (the app's profiles, through vessels.listProfiles), each hull option given taking
// the place of its field. The fields the profile assumed for the type and size are said.
import { InputError } from '../../shared/domain/errors';
import { HULL_NAMES, type HullField } from '../../shared/domain/vessel-hull-schema';
import type { VesselProfile } from '../../shared/ipc';
import type { ShipHull } from '../../shared/seakeeping/encounter';
import { UsageError } from './io';
import { HULL_OPTION, requireShorterThanLength } from './seakeeping-hull';
import { listWords } from '../../shared/domain/word-list';

/** The hull as the options give it, or a saved profile's by name with the options given over it. */
export type HullChoice = { readonly hull: ShipHull } | { readonly vessel: string; readonly given: Partial<ShipHull> };

/** Names listed when none matches: enough to spot a typo, not a page of them. */
const NAMES_LISTED = 8;

/**
 * --vessel NAME as given (trimmed), or undefined without it. A blank name, or a name with --demo
 * (whose data folder is a throwaway one, with no profiles), is a UsageError; `instead` says what
 * the command takes in its place ("give the hull options instead").
 */
export function readVesselName(
  value: string | undefined,
  demo: boolean | undefined,
  instead: string,
): string | undefined {
  const vessel = value?.trim();
  if (vessel === '') throw new UsageError('--vessel must name a saved vessel profile.');
  if (vessel !== undefined && demo === true)
    throw new UsageError(
      '--vessel reads the profiles saved in the data folder, and --demo uses a throwaway one: leave out ' +
        `--demo (with no API key the demo service is used anyway), or ${instead}.`,
    );
  return vessel;
}

/**
 * The profile named `name`: the one with that very name, else the one with that name in other
 * capitals. None, or several, is an InputError naming the problem; `instead` (e.g. "give the hull
 * as --length-m, --beam-m and --gm-m") is offered beside renaming when several share the name.
 */
export function profileNamed(
  profiles: readonly VesselProfile[],
  name: string,
  instead = 'give the hull as --length-m, --beam-m and --gm-m',
): VesselProfile {
  const exact = profiles.filter((p) => p.vessel.name === name);
  const folded = name.toLocaleLowerCase();
  const alike = exact.length > 0 ? exact : profiles.filter((p) => p.vessel.name.toLocaleLowerCase() === folded);
  const [only] = alike;
  if (only !== undefined && alike.length === 1) return only;
  if (alike.length > 1)
    throw new InputError(
      'unknown-vessel',
      `${alike.length} vessel profiles are named "${name}": rename all but one in the app, or ${instead}.`,
      '--vessel',
    );
  const names = profiles.map((p) => `"${p.vessel.name}"`);
  const more = names.length > NAMES_LISTED ? ` and ${names.length - NAMES_LISTED} more` : '';
  const saved = names.length === 0 ? 'none is saved there' : `saved: ${names.slice(0, NAMES_LISTED).join(', ')}${more}`;
  throw new InputError(
    'unknown-vessel',
    `no vessel profile is named "${name}" in the data folder (${saved}).`,
    '--vessel',
  );
}

export interface ProfileHull {
  readonly hull: ShipHull;
  /** What the profile assumed of the fields used, in words for stderr; null when nothing is. */
  readonly assumedWords: string | null;
}

/**
 * The profile's hull with the options `given` over it, breadth and draught less than the length
 * (each field named by its option or as the profile's). A profile with no hull is an InputError:
 * Passage never guesses a hull.
 */
export function hullOfProfile(profile: VesselProfile, given: Partial<ShipHull>): ProfileHull {
  const { name, hull: own } = profile.vessel;
  if (own === undefined)
    throw new InputError(
      'invalid-hull',
      `the vessel profile "${name}" has no hull: enter its L, B, draught and GM in the app, or give --length-m, --beam-m and --gm-m.`,
      '--vessel',
    );
  const hull: ShipHull = {
    lengthM: given.lengthM ?? own.lengthM,
    beamM: given.beamM ?? own.beamM,
    gmM: given.gmM ?? own.gmM,
    draughtM: given.draughtM ?? own.draughtM,
  };
  const named = (field: HullField): string =>
    given[field] === undefined ? `${HULL_NAMES[field]} of "${name}"` : `--${HULL_OPTION[field]}`;
  requireShorterThanLength(hull, named);
  const assumed = own.assumed.filter((field) => given[field] === undefined);
  if (assumed.length === 0) return { hull, assumedWords: null };
  const one = assumed.length === 1;
  const assumedWords =
    `${listWords(assumed.map((f) => `${HULL_NAMES[f]} ${own[f]} m`))} of "${name}" ${one ? 'is' : 'are'} ` +
    `assumed for its type and size, not the ship's own ${one ? 'figure' : 'figures'}: give ` +
    `${listWords(assumed.map((f) => `--${HULL_OPTION[f]}`))} (the loading condition's, from the stability booklet) to judge her by ${one ? 'it' : 'them'}.`;
  return { hull, assumedWords };
}

/** The hull `choice` gives; a profile's from `listProfiles`, what it assumed said through `say`. */
export async function chosenHull(
  choice: HullChoice,
  listProfiles: () => Promise<{ readonly profiles: readonly VesselProfile[] }>,
  say: (line: string) => void,
): Promise<ShipHull> {
  if ('hull' in choice) return choice.hull;
  const { profiles } = await listProfiles();
  const { hull, assumedWords } = hullOfProfile(profileNamed(profiles, choice.vessel), choice.given);
  if (assumedWords !== null) say(assumedWords);
  return hull;
}
