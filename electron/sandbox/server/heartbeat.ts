// Cuts an open WebSocket whose client has gone quiet: one that stopped reading (its sends never
// complete), vanished without a FIN, or never answers the close handshake (ws would wait 30 s).
// Every WebSocket client answers a ping with a pong on its own, so a live one is never cut.
import { WebSocket } from 'ws';

/**
 * Every `idleMs`: if nothing came from the client since the last check, it is cut; else it is
 * pinged. A silent client goes within 2 × idleMs; the timer ends with the socket.
 */
export function watchSilence(ws: WebSocket, idleMs: number): void {
  let heard = true;
  const hear = (): void => {
    heard = true;
  };
  ws.on('pong', hear);
  ws.on('ping', hear);
  ws.on('message', hear);
  const timer = setInterval(() => {
    if (!heard) {
      ws.terminate();
      return;
    }
    heard = false;
    // While closing, no ping can go; the next check cuts a client that does not finish.
    if (ws.readyState === WebSocket.OPEN) ws.ping();
  }, idleMs);
  ws.once('close', () => clearInterval(timer));
}
