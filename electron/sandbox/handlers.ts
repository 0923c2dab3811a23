// Every endpoint the sandbox answers, by id: the areas' handler maps put together. The server
// (server/) serves exactly these; an endpoint missing here answers 404 like an unknown path.
import type { HttpHandlers, ImageHandler, SocketHandlers } from './contract';
import { getWeatherWorld } from './weather/world';
import { weatherHttpHandlers } from './weather/handlers';
import { createProductHandlers } from './weather/products';
import { placesHttpHandlers } from './places/handlers';
import { portsHttpHandlers } from './ports/handlers';
import { vesselsHttpHandlers } from './vessels/handlers';
import { trafficHttpHandlers } from './traffic/handlers';
import { stormsHttpHandlers } from './storms/handlers';
import { mixerSocketHandlers, transitHttpHandlers } from './transit/handlers';

const products = createProductHandlers(getWeatherWorld);

export const httpHandlers: HttpHandlers = {
  ...placesHttpHandlers,
  ...weatherHttpHandlers,
  ...products.http,
  ...portsHttpHandlers,
  ...vesselsHttpHandlers,
  ...stormsHttpHandlers,
  ...trafficHttpHandlers,
  ...transitHttpHandlers,
};

export const socketHandlers: SocketHandlers = { ...mixerSocketHandlers };

/** Image handlers by the <kind> in /images/<kind>/... */
export const imageHandlers: Record<string, ImageHandler> = { ...products.images };
