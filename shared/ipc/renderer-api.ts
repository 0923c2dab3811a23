// The shape of `window.passage` as the preload exposes it: `passage.voyages.save(input)` for
// method 'voyages.save', plus the event subscriptions. Type only; the preload builds the value.
import type { IpcMethod, IpcNamespace } from './names';
import type { IpcInput, IpcResult } from './contract';
import type { ProgressEvent } from './progress';
import type { MenuCommand } from './menu';
import type { OpenedFile } from './opened-file-schema';

type VerbOf<M extends IpcMethod, N extends IpcNamespace> = M extends `${N}.${infer Verb}` ? Verb : never;

export type PassageMethods = {
  readonly [N in IpcNamespace]: {
    readonly [M in IpcMethod as VerbOf<M, N>]: (input: IpcInput<M>) => Promise<IpcResult<M>>;
  };
};

export type Unsubscribe = () => void;

export type PassageApi = PassageMethods & {
  readonly onProgress: (listener: (event: ProgressEvent) => void) => Unsubscribe;
  readonly onMenuCommand: (listener: (command: MenuCommand) => void) => Unsubscribe;
  /** The route files main was handed for the window (opened-files.ts), oldest first; none wait afterwards. */
  readonly takeOpenedFiles: () => Promise<readonly OpenedFile[]>;
  /** Main says route files wait: take them. */
  readonly onOpenedFiles: (listener: () => void) => Unsubscribe;
};
