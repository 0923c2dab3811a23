// Child process of durability.test.ts: saves voyages in a tight loop, each save its own
// transaction, and prints "<id> <revision>" after each commit, until it is killed.
import type { Voyage } from '../../../../shared/domain/voyage';
import { openStore } from '../../../../electron/backend/store/store';

const path = process.argv[2];
if (path === undefined) throw new Error('usage: durability-child.ts <database path>');
const store = openStore(path);

/** ~200 waypoints, so a commit spans several pages and a kill can land inside one. */
function voyage(n: number): Voyage {
  return {
    name: `Loop voyage ${n}`,
    route: {
      name: `Loop ${n}`,
      waypoints: Array.from({ length: 200 }, (_, i) => ({
        id: `wp${i}`,
        name: `WP ${i} of save ${n}`,
        position: { lat: -60 + ((i * 0.6) % 120), lon: -180 + ((i * 1.7 + n) % 360) },
        legGeometry: i % 2 === 0 ? ('rhumb' as const) : ('greatCircle' as const),
      })),
    },
    departureUtc: 1_780_000_000 + n,
    speedsKn: [12 + (n % 5)],
    staysS: {},
  };
}

let id = store.voyages.create(voyage(0)).id;
process.stdout.write(`${id} 1\n`);
for (let n = 1; ; n++) {
  const saved = n % 10 === 0 ? store.voyages.create(voyage(n)) : store.voyages.save(id, voyage(n));
  id = saved.id;
  process.stdout.write(`${saved.id} ${saved.revision} ${n}\n`);
}
