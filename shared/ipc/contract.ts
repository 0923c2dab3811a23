// THE backend contract: every method the UI calls, name -> input and output schema. Both
// transports (Electron IPC, browser-mode RPC) are built from this object and nothing else.
import type { z } from 'zod';
import type { IpcMethod } from './names';
import type { MethodSpec } from './methods/method';
import type { IpcResultOf } from './errors';
import { voyageMethods } from './methods/voyages';
import { portMethods } from './methods/ports';
import { vesselMethods } from './methods/vessels';
import { forecastMethods } from './methods/forecasts';
import { worldMethods } from './methods/world';
import { appMethods } from './methods/app';
import { fileMethods } from './methods/files';
import { storeMethods } from './methods/store';
import { radarMethods } from './methods/radar';
import { modelMethods } from './methods/models';
import { conditionsMethods } from './methods/conditions';
import { climateMethods } from './methods/climate';
import { mapMethods } from './methods/maps';
import { transitMethods } from './methods/transit';
import { trafficMethods } from './methods/traffic';
import { departureMethods } from './methods/departures';
import { seakeepingMethods } from './methods/seakeeping';
import { routingMethods } from './methods/routing';
import { connectionMethods } from './methods/connection';
import { taskMethods } from './methods/tasks';

const methods = {
  ...voyageMethods,
  ...portMethods,
  ...vesselMethods,
  ...forecastMethods,
  ...worldMethods,
  ...appMethods,
  ...fileMethods,
  ...storeMethods,
  ...radarMethods,
  ...modelMethods,
  ...conditionsMethods,
  ...climateMethods,
  ...mapMethods,
  ...transitMethods,
  ...trafficMethods,
  ...departureMethods,
  ...seakeepingMethods,
  ...routingMethods,
  ...connectionMethods,
  ...taskMethods,
} satisfies { readonly [M in IpcMethod]: MethodSpec };

type Contract = typeof methods;

/** What the caller passes (defaults not yet applied). */
export type IpcInput<M extends IpcMethod> = z.input<Contract[M]['input']>;
/** What the backend receives: the input after parsing (defaults applied). */
export type IpcParsedInput<M extends IpcMethod> = z.output<Contract[M]['input']>;
/** What the backend answers and the caller receives. */
export type IpcOutput<M extends IpcMethod> = z.output<Contract[M]['output']>;
/** The envelope every call resolves to; calls never reject for expected failures. */
export type IpcResult<M extends IpcMethod> = IpcResultOf<IpcOutput<M>>;

/**
 * The backend as the transports see it: one async function per method. It receives parsed
 * input and throws IpcFailure (or any error with a known `code`) for expected failures.
 */
export type BackendApi = { readonly [M in IpcMethod]: (input: IpcParsedInput<M>) => Promise<IpcOutput<M>> };

/**
 * The contract with each method's schemas tied to its own types, so generic code can parse the
 * input of method M and hand it to backend[M] without a cast (TypeScript "correlated unions").
 * The one exported name of the contract: a second name for the same object invited both.
 */
export type IpcSpecs = {
  readonly [M in IpcMethod]: {
    readonly input: z.ZodType<IpcParsedInput<M>, IpcInput<M>>;
    readonly output: z.ZodType<IpcOutput<M>, z.input<Contract[M]['output']>>;
  };
};
export const ipcContract: IpcSpecs = methods;
