// Expected failures of the store, typed so the backend can word them for a navigator and
// never mistake a damaged or too-new database for an empty one.

/** The database was written by a newer Passage: opening it could lose data, so it is left untouched. */
export class StoreVersionError extends Error {
  override readonly name = 'StoreVersionError';
  constructor(
    readonly path: string,
    readonly fileVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `The database ${path} is schema version ${fileVersion}, newer than this Passage knows (${knownVersion}). ` +
        'It was left untouched: update Passage to open it.',
    );
  }
}

/** A stored row does not match its schema (edited by hand, or a bug): which table, which row, which field. */
export class StoreRowError extends Error {
  override readonly name = 'StoreRowError';
  constructor(
    readonly table: string,
    readonly rowKey: string,
    readonly detail: string,
  ) {
    super(`Stored ${table} row ${rowKey} is damaged: ${detail}`);
  }
}

/** A caller asked for something the store does not have (a voyage id, a revision). */
export class StoreNotFoundError extends Error {
  override readonly name = 'StoreNotFoundError';
  constructor(
    readonly table: string,
    readonly rowKey: string,
  ) {
    super(`No ${table} row ${rowKey}.`);
  }
}

/**
 * A save based on a revision that is no longer the current one: another window or process (two
 * hosts on one data folder) saved the voyage meanwhile. Found inside the save's own transaction,
 * so two saves on one base can never both be taken.
 */
export class StoreRevisionConflict extends Error {
  override readonly name = 'StoreRevisionConflict';
  constructor(
    readonly id: string,
    readonly current: number,
    readonly base: number,
  ) {
    super(
      `This voyage was saved elsewhere meanwhile (revision ${current}, yours was based on ${base}). Reload it, or save yours as a copy.`,
    );
  }
}
