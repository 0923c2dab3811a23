// THE ONLY renderer file that touches window.passage or HTTP (ARCHITECTURE "One contract, two
// transports"). `backend.voyages.save(input)` resolves with the value or rejects with a
// BackendError; in Electron it goes through the preload, in a browser (`passage web`) through
// POST /rpc/<method> with this launch's token. Every answer is parsed with the method's schema.
import type {
  IpcInput,
  IpcMethod,
  IpcNamespace,
  IpcOutput,
  MenuCommand,
  OpenedFile,
  PassageApi,
  ProgressEvent,
  Unsubscribe,
} from '../../../shared/ipc';
import {
  IPC_METHODS,
  ipcResultSchema,
  ipcContract,
  isMenuCommand,
  openedFilesSchema,
  progressEventSchema,
} from '../../../shared/ipc';
import { formatPath } from '../../../shared/api/path';
import { BackendError } from './backend-error';
import { defined } from '../../../shared/domain/defined';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser. */
    readonly passage?: PassageApi;
  }
}

export { BackendError };

type VerbOf<M extends IpcMethod, N extends IpcNamespace> = M extends `${N}.${infer Verb}` ? Verb : never;

/** window.passage's shape, but each call resolves with the value (or rejects with BackendError). */
export type BackendMethods = {
  readonly [N in IpcNamespace]: {
    readonly [M in IpcMethod as VerbOf<M, N>]: (input: IpcInput<M>) => Promise<IpcOutput<M>>;
  };
};

export type Backend = BackendMethods & {
  /** 'electron': the desktop app; 'browser': `passage web`. */
  readonly mode: 'electron' | 'browser';
  readonly onProgress: (listener: (event: ProgressEvent) => void) => Unsubscribe;
  /** Application-menu commands; a browser has no app menu, so there it never fires. */
  readonly onMenuCommand: (listener: (command: MenuCommand) => void) => Unsubscribe;
  /**
   * Route files handed to the desktop app (a double-click in the file manager, a command line,
   * File > Import route): those waiting when the listener is added, then each that arrives. A
   * browser is handed none, so there it never fires.
   */
  readonly onOpenedFiles: (listener: (files: readonly OpenedFile[]) => void) => Unsubscribe;
  /**
   * Why this window cannot use the backend at all (browser mode without this launch's token,
   * or with an old launch's), or null. Hears the current state at once, then each change, so
   * the UI can say it once instead of at every panel.
   */
  readonly onAccessRefused: (listener: (message: string | null) => void) => Unsubscribe;
};

/** How answers arrive: the raw, untrusted envelope of one call, and raw event payloads. */
interface Transport {
  readonly mode: Backend['mode'];
  call(method: IpcMethod, input: unknown): Promise<unknown>;
  subscribeProgress(listener: (payload: unknown) => void): Unsubscribe;
  subscribeMenu(listener: (payload: unknown) => void): Unsubscribe;
  subscribeOpenedFiles(listener: (payload: unknown) => void): Unsubscribe;
  subscribeAccess(listener: (message: string | null) => void): Unsubscribe;
}

const UNREADABLE =
  'Passage answered in a form this window cannot read. Reload it; if that does not help, the app and its backend come from different builds.';

function internal(message: string, field?: string): BackendError {
  return new BackendError({ code: 'internal', message, ...defined({ field }) });
}

/** One call: send, then parse the envelope with the method's own output schema. */
async function invoke<M extends IpcMethod>(transport: Transport, method: M, input: IpcInput<M>): Promise<IpcOutput<M>> {
  const answer = await transport.call(method, input);
  const parsed = ipcResultSchema(ipcContract[method].output).safeParse(answer);
  if (!parsed.success) throw internal(UNREADABLE, formatPath(parsed.error.issues[0]?.path ?? []));
  if (!parsed.data.ok) throw new BackendError(parsed.data.error);
  return parsed.data.value;
}

// ---- Electron: window.passage from the preload ----

function electronTransport(passage: PassageApi): Transport {
  return {
    mode: 'electron',
    async call(method, input) {
      const [namespaceName = '', verb = ''] = method.split('.');
      // The preload object is looked up by name and checked, not trusted to have every method.
      const namespace: unknown = Reflect.get(passage, namespaceName);
      const fn: unknown =
        typeof namespace === 'object' && namespace !== null ? Reflect.get(namespace, verb) : undefined;
      if (typeof fn !== 'function') throw internal(`This build of Passage has no ${method}.`);
      try {
        const answer: unknown = await fn.call(namespace, input);
        return answer;
      } catch {
        // Main refuses without detail (an untrusted sender); there is nothing more to say.
        throw internal('Passage refused the request.');
      }
    },
    subscribeProgress: (listener) => passage.onProgress(listener),
    subscribeMenu: (listener) => passage.onMenuCommand(listener),
    // Main keeps the files until taken: take those waiting now, and again each time it says more wait.
    subscribeOpenedFiles: (listener) => {
      let listening = true;
      const take = (): void => {
        passage.takeOpenedFiles().then(
          (files) => {
            if (listening) listener(files);
          },
          () => {}, // refused (a frame that is not the app's): nothing to take
        );
      };
      const off = passage.onOpenedFiles(take);
      take();
      return () => {
        listening = false;
        off();
      };
    },
    // The preload is this window's own; its access is never refused as a whole.
    subscribeAccess: (listener) => {
      listener(null);
      return () => {};
    },
  };
}

// ---- Browser: `passage web` over HTTP ----

const TOKEN_KEY = 'passage.token';

/**
 * The launch token from `#token=...` (then removed from the address bar, so it is not
 * bookmarked, shared or left in history). Kept in sessionStorage so a reload of this tab still
 * works; a new launch prints a new address with a new token, which replaces it.
 */
function takeToken(): string | null {
  const parts = window.location.hash.replace(/^#/, '').split('&');
  const tokenPart = parts.find((part) => part.startsWith('token='));
  if (tokenPart !== undefined) {
    const token = decodeURIComponent(tokenPart.slice('token='.length));
    const rest = parts.filter((part) => part !== tokenPart && part !== '').join('&');
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${rest === '' ? '' : `#${rest}`}`,
    );
    try {
      window.sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Storage may be off; the token then lasts until a reload.
    }
    return token;
  }
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

const NOT_RUNNING =
  'Passage is not answering. Is `passage web` still running? Start it again and open the address it prints.';
const TOKEN_REFUSED =
  'This window has no access to Passage (it changes with every launch). Open the address `passage web` printed.';

function browserTransport(): Transport {
  const token = takeToken();
  const progressListeners = new Set<(payload: unknown) => void>();
  let events: EventSource | null = null;
  const accessListeners = new Set<(message: string | null) => void>();
  let accessRefused: string | null = token === null ? TOKEN_REFUSED : null;
  const refuse = (): BackendError => {
    if (accessRefused === null) {
      accessRefused = TOKEN_REFUSED;
      for (const listener of accessListeners) listener(accessRefused);
    }
    return internal(TOKEN_REFUSED);
  };

  const openEvents = (): void => {
    if (events !== null || token === null) return;
    events = new EventSource(`/events?token=${encodeURIComponent(token)}`);
    events.addEventListener('progress', (message) => {
      let payload: unknown;
      try {
        payload = JSON.parse(String(message.data));
      } catch {
        return;
      }
      for (const listener of progressListeners) listener(payload);
    });
  };

  return {
    mode: 'browser',
    async call(method, input) {
      if (token === null) throw refuse();
      let response: Response;
      try {
        response = await fetch(`/rpc/${method}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Passage-Token': token },
          body: input === undefined ? '' : JSON.stringify(input),
          cache: 'no-store',
          credentials: 'omit',
          redirect: 'error',
        });
      } catch {
        throw new BackendError({ code: 'server-unavailable', message: NOT_RUNNING });
      }
      if (response.status === 401) throw refuse();
      // 200 carries the envelope, and so does 400 (a body that is not JSON).
      if (response.status !== 200 && response.status !== 400)
        throw internal(`Passage refused the request (HTTP ${response.status}).`);
      try {
        const answer: unknown = await response.json();
        return answer;
      } catch {
        throw internal(UNREADABLE);
      }
    },
    subscribeProgress(listener) {
      progressListeners.add(listener);
      openEvents();
      return () => {
        progressListeners.delete(listener);
        if (progressListeners.size === 0 && events !== null) {
          events.close();
          events = null;
        }
      };
    },
    subscribeMenu: () => () => {},
    subscribeOpenedFiles: () => () => {},
    subscribeAccess(listener) {
      accessListeners.add(listener);
      listener(accessRefused);
      return () => accessListeners.delete(listener);
    },
  };
}

// ---- The object the UI uses ----

/**
 * One function per method of the contract, `backend.voyages.save(input)`, made from IPC_METHODS as
 * the preload makes window.passage: a method added to the contract is here with nothing written.
 */
function methodsOf(transport: Transport): BackendMethods {
  const namespaces: Record<string, Record<string, (input: never) => Promise<unknown>>> = {};
  for (const method of IPC_METHODS) {
    const dot = method.indexOf('.');
    (namespaces[method.slice(0, dot)] ??= {})[method.slice(dot + 1)] = (input: IpcInput<typeof method>) =>
      invoke(transport, method, input);
  }
  // The one assertion, true by construction: each key is BackendMethods' own for its method (the
  // namespace before the first dot, the verb after it, as VerbOf splits), and each function calls
  // that method. test/renderer/backend.test.ts checks every one.
  return namespaces as BackendMethods;
}

function buildBackend(transport: Transport): Backend {
  const methods = methodsOf(transport);
  return {
    ...methods,
    mode: transport.mode,
    onProgress: (listener) =>
      transport.subscribeProgress((payload) => {
        const parsed = progressEventSchema.safeParse(payload);
        if (parsed.success) listener(parsed.data);
      }),
    onMenuCommand: (listener) =>
      transport.subscribeMenu((payload) => {
        if (isMenuCommand(payload)) listener(payload);
      }),
    onOpenedFiles: (listener) =>
      transport.subscribeOpenedFiles((payload) => {
        const parsed = openedFilesSchema.safeParse(payload);
        if (parsed.success && parsed.data.length > 0) listener(parsed.data);
      }),
    onAccessRefused: (listener) => transport.subscribeAccess(listener),
  };
}

/** Picks the transport for this window: the preload's bridge if present, else HTTP. */
export function connectBackend(): Backend {
  const passage = window.passage;
  return buildBackend(passage === undefined ? browserTransport() : electronTransport(passage));
}

/** The app's one connection to its backend, made when the renderer starts. */
export const backend: Backend = connectBackend();
