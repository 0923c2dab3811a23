// Credit cost of a request before it is sent (spec §4.2, §8), so the navigator can see what
// a forecast run will spend. Endpoints without a stated rule are assumed to cost 1.
import type { EndpointArgs, EndpointId } from './endpoints';
import { endpoints, isEndpointId } from './endpoints';
import { ensembleRouteParams, FORECAST_LIMITS, weatherForecastParams } from './endpoint-params';
import { validateParams } from './build';
import { ApiRequestError } from './errors';

/** Spec §4.2: 1 credit when every section length is at or below its default, else 3. */
const FORECAST_CREDITS_DEFAULT = 1;
const FORECAST_CREDITS_LONGER = 3;

/** Validates the parameters as buildRequest does and returns the expected credit cost. */
export function estimateCredits<E extends EndpointId>(endpoint: E, ...args: EndpointArgs<E>): number {
  const [params] = args;
  if (endpoint === 'weather.forecast') {
    const p = validateParams(weatherForecastParams, params);
    const keys = ['max_minutely', 'max_hourly', 'max_daily', 'max_daypartly'] as const;
    // An omitted length is the server default, which is within the 1-credit band.
    const longer = keys.some(
      (key) => (p[key] ?? FORECAST_LIMITS[key].defaultLength) > FORECAST_LIMITS[key].defaultLength,
    );
    return longer ? FORECAST_CREDITS_LONGER : FORECAST_CREDITS_DEFAULT;
  }
  if (endpoint === 'weather.ensemble.route') {
    const p = validateParams(ensembleRouteParams, params);
    return p.lats.length * p.elements.length;
  }
  if (!isEndpointId(endpoint)) {
    throw ApiRequestError.single('unknown-endpoint', '', `"${endpoint}" is not an endpoint of the service.`);
  }
  validateParams(endpoints[endpoint].params, params);
  return 1;
}
