// Every endpoint the sandbox answers, by id: the areas' handler maps put together. The server
// (server/) serves exactly these; an endpoint missing here answers 404 like an unknown path.
import type { HttpHandlers, ImageHandler, SocketHandlers } from './contract';

export const httpHandlers: HttpHandlers = {};

export const socketHandlers: SocketHandlers = {};

/** Image handlers by the <kind> in /images/<kind>/... */
export const imageHandlers: Record<string, ImageHandler> = {};
