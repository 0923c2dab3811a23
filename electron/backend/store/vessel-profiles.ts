// The navigator's own vessels: name, identifiers, the limits that forecasts are checked against,
// and the fuel particulars and hull (shared/domain/voyage.ts vesselSchema).
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { storedVesselSchema, vesselSchema, type Vessel } from '../../../shared/domain/voyage';
import { StoreNotFoundError } from './errors';
import { parseStored, rowKeyOf } from './rows';

export interface VesselProfile extends Vessel {
  readonly id: string;
  /** Unix seconds. */
  readonly createdAtUtc: number;
  readonly updatedAtUtc: number;
}

export interface VesselProfilesRepository {
  /** Every profile, by name. */
  list(): VesselProfile[];
  get(id: string): VesselProfile | undefined;
  create(vessel: Vessel): VesselProfile;
  /** Replaces name, identifiers and limits; a StoreNotFoundError when there is no such profile. */
  update(id: string, vessel: Vessel): VesselProfile;
  /** True when a profile was removed. */
  remove(id: string): boolean;
}

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  imo: z.string().nullable(),
  mmsi: z.string().nullable(),
  wind_kn: z.number(),
  gust_kn: z.number(),
  hs_m: z.number(),
  // Minimum visibility, NM (migration 9); NULL: no visibility limit (every profile saved before).
  visibility_nm: z.number().nullable(),
  // { fuel?, hull? } as JSON (migration 8); NULL when the profile has neither.
  particulars_json: z.string().nullable(),
  created_at_utc: z.number(),
  updated_at_utc: z.number(),
});

function toProfile(row: unknown): VesselProfile {
  const r = parseStored(rowSchema, row, 'vessel_profiles', rowKeyOf(row, 'id'));
  // Rows saved before the limits' ranges stay readable; saving one again applies them.
  const vessel = parseStored(
    storedVesselSchema,
    {
      name: r.name,
      ...(r.imo === null ? {} : { imo: r.imo }),
      ...(r.mmsi === null ? {} : { mmsi: r.mmsi }),
      limits: {
        windKn: r.wind_kn,
        gustKn: r.gust_kn,
        hsM: r.hs_m,
        ...(r.visibility_nm === null ? {} : { visibilityNm: r.visibility_nm }),
      },
      ...particularsOf(r.particulars_json),
    },
    'vessel_profiles',
    r.id,
  );
  return { id: r.id, ...vessel, createdAtUtc: r.created_at_utc, updatedAtUtc: r.updated_at_utc };
}

/**
 * The particulars column as the vessel's fields: text that is not JSON is passed on as it is, so
 * the vessel schema names the row as unreadable rather than the profile quietly losing its hull.
 */
function particularsOf(json: string | null): { fuel?: unknown; hull?: unknown } {
  if (json === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { hull: json };
  }
  if (typeof value !== 'object' || value === null) return { hull: value };
  const { fuel, hull } = value as { fuel?: unknown; hull?: unknown };
  return { ...(fuel === undefined ? {} : { fuel }), ...(hull === undefined ? {} : { hull }) };
}

export function vesselProfilesRepository(
  db: Database,
  nowUtc: () => number,
  newId: () => string,
): VesselProfilesRepository {
  const all = db.prepare('SELECT * FROM vessel_profiles ORDER BY name COLLATE NOCASE, id');
  const byId = db.prepare<[string]>('SELECT * FROM vessel_profiles WHERE id = ?');
  const insert = db.prepare(`
    INSERT INTO vessel_profiles (id, name, imo, mmsi, wind_kn, gust_kn, hs_m, visibility_nm, particulars_json, created_at_utc, updated_at_utc)
    VALUES (@id, @name, @imo, @mmsi, @windKn, @gustKn, @hsM, @visibilityNm, @particulars, @now, @now)`);
  const change = db.prepare(`
    UPDATE vessel_profiles SET name = @name, imo = @imo, mmsi = @mmsi, wind_kn = @windKn, gust_kn = @gustKn,
      hs_m = @hsM, visibility_nm = @visibilityNm, particulars_json = @particulars, updated_at_utc = @now WHERE id = @id`);
  const remove = db.prepare<[string]>('DELETE FROM vessel_profiles WHERE id = ?');

  function params(id: string, input: Vessel) {
    const v = vesselSchema.parse(input);
    const particulars =
      v.fuel === undefined && v.hull === undefined ? null : JSON.stringify({ fuel: v.fuel, hull: v.hull });
    const { windKn, gustKn, hsM, visibilityNm } = v.limits;
    return {
      id,
      name: v.name,
      imo: v.imo ?? null,
      mmsi: v.mmsi ?? null,
      ...{ windKn, gustKn, hsM, visibilityNm: visibilityNm ?? null },
      particulars,
      now: nowUtc(),
    };
  }
  function get(id: string): VesselProfile | undefined {
    const row = byId.get(id);
    return row === undefined ? undefined : toProfile(row);
  }
  function mustGet(id: string): VesselProfile {
    const profile = get(id);
    if (profile === undefined) throw new StoreNotFoundError('vessel_profiles', id);
    return profile;
  }

  return {
    list: () => all.all().map(toProfile),
    get,
    create(vessel) {
      const id = newId();
      insert.run(params(id, vessel));
      return mustGet(id);
    },
    update(id, vessel) {
      if (change.run(params(id, vessel)).changes === 0) throw new StoreNotFoundError('vessel_profiles', id);
      return mustGet(id);
    },
    remove: (id) => remove.run(id).changes > 0,
  };
}
