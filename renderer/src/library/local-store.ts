// What this window keeps in its own local storage: the voyage it last had open (so a reload
// reopens it) and a copy of the latest draft. The copy is written synchronously, so it survives
// a window closed before the backend's autosave answered, or a backend that crashed before its
// store wrote the draft. Read back through zod: local storage
// is outside this process's control.
import { z } from 'zod';
import { voyageSchema, type Voyage } from '../../../shared/domain/voyage';
import { idSchema } from '../../../shared/ipc';
import type { DraftCandidate, LastVoyage } from './startup';

/** The part of the Web Storage API used here (a Map-backed fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const LAST_VOYAGE_KEY = 'passage.lastVoyage';
const DRAFT_KEY_PREFIX = 'passage.draft.';

const lastVoyageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), id: idSchema }),
  z.object({ kind: z.literal('new') }),
]);

const localDraftSchema = z.object({ voyage: voyageSchema, savedAtUtc: z.number().finite() });

function draftKey(voyageId: string | null): string {
  return `${DRAFT_KEY_PREFIX}${voyageId === null ? 'new' : `saved.${voyageId}`}`;
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Storage may be off (private mode, a policy) or full: then this window simply remembers
 * nothing, and the backend's draft is the only copy. Never worth an error on screen.
 */
function tryWrite(storage: KeyValueStorage, key: string, value: string | null): boolean {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export class LocalLibraryStore {
  constructor(private readonly storage: KeyValueStorage | null) {}

  /** The browser's localStorage, or null where there is none (or it is off). */
  static fromWindow(): LocalLibraryStore {
    try {
      return new LocalLibraryStore(window.localStorage);
    } catch {
      return new LocalLibraryStore(null);
    }
  }

  lastVoyage(): LastVoyage | null {
    if (this.storage === null) return null;
    const parsed = lastVoyageSchema.safeParse(readJson(this.storage, LAST_VOYAGE_KEY));
    return parsed.success ? parsed.data : null;
  }

  rememberVoyage(last: LastVoyage): void {
    if (this.storage !== null) tryWrite(this.storage, LAST_VOYAGE_KEY, JSON.stringify(last));
  }

  draft(voyageId: string | null): DraftCandidate | null {
    if (this.storage === null) return null;
    const parsed = localDraftSchema.safeParse(readJson(this.storage, draftKey(voyageId)));
    return parsed.success ? { ...parsed.data, origin: 'local' } : null;
  }

  /** @param savedAtUtc Unix seconds UTC. */
  keepDraft(voyageId: string | null, voyage: Voyage, savedAtUtc: number): boolean {
    if (this.storage === null) return false;
    return tryWrite(this.storage, draftKey(voyageId), JSON.stringify({ voyage, savedAtUtc }));
  }

  /** After a save or a discard: the copy must not come back as unsaved work. */
  dropDraft(voyageId: string | null): void {
    if (this.storage !== null) tryWrite(this.storage, draftKey(voyageId), null);
  }
}
