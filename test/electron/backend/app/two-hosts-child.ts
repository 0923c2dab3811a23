// Child process of two-hosts.test.ts: one backend (as `passage web` or the desktop app runs one)
// on the data folder given, saving the voyage given over TRIALS rounds. Round t starts at the
// instant given + t × ROUND_MS, so the two children's saves of one round land together; each is
// based on revision 1 + t (one save a round is taken). Prints "t ok REV" or "t conflict".
import { createBackend } from '../../../../electron/backend';
import { IpcFailure } from '../../../../shared/ipc';
import { northSeaVoyage, fakeHost } from './helpers';

const [dataDir, id, startMsText, trialsText, roundMsText, tag] = process.argv.slice(2);
if (dataDir === undefined || id === undefined || startMsText === undefined || tag === undefined)
  throw new Error('usage: two-hosts-child.ts <dataDir> <voyageId> <startMs> <trials> <roundMs> <tag>');
const backend = await createBackend({ dataDir, host: fakeHost(), log: () => {} });
const trials = Number(trialsText);
const roundMs = Number(roundMsText);
for (let t = 0; t < trials; t++) {
  const at = Number(startMsText) + t * roundMs;
  while (Date.now() < at)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, at - Date.now()))));
  try {
    const saved = await backend.api['voyages.save']({
      id,
      baseRevision: 1 + t,
      voyage: { ...northSeaVoyage(), name: `Round ${t} from ${tag}` },
    });
    process.stdout.write(`${t} ok ${saved.revision}\n`);
  } catch (error) {
    process.stdout.write(`${t} ${error instanceof IpcFailure ? error.code : String(error)}\n`);
  }
}
await backend.close();
