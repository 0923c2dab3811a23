// The weather and marine numeric endpoints the weather world answers (spec §4.2, §4.3):
// timeseries, model forecast, the ensemble catalogue, point and route, and the shipping route.
import type { HttpHandlers } from '../contract';
import { ensembleModels, marineEnsemblePoint, weatherEnsemblePoint } from './endpoints/ensemble';
import { ensembleRoute } from './endpoints/ensemble-route';
import { shippingRoute } from './endpoints/shipping-route';
import { marineTimeseriesPoint, modelsForecast, weatherTimeseriesPoint } from './endpoints/timeseries';

export const weatherHttpHandlers: HttpHandlers = {
  'weather.timeseries.point': weatherTimeseriesPoint,
  'weather.models.forecast': modelsForecast,
  'weather.ensemble.models': ensembleModels,
  'weather.ensemble.point': weatherEnsemblePoint,
  'weather.ensemble.route': ensembleRoute,
  'marine.timeseries.point': marineTimeseriesPoint,
  'marine.ensemble.point': marineEnsemblePoint,
  'marine.shipping.route': shippingRoute,
};
