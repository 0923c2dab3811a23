// The storms endpoints (spec §4.4): GET /v1/storms and its older twin /v1/weather/storms,
// both answering the active storms of the synthetic world at the sandbox's "now".
import type { HttpHandlers, SandboxEnv } from '../contract';
import type { StormsResult } from '../../../shared/api/resources/storms';
import { activeStorms } from './storms';

function storms(_params: Record<string, never>, env: SandboxEnv): StormsResult {
  return { storms: activeStorms(env.seed, env.nowUtc()) };
}

export const stormsHttpHandlers: HttpHandlers = {
  storms,
  'weather.storms': storms,
};
