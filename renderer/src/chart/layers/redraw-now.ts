// Draws what changed on a Leaflet canvas now, not at the next animation frame. Leaflet defers
// a canvas's redraw to requestAnimationFrame; called while a frame's callbacks run (a waypoint
// dragged: the app recomputes in one), that is the NEXT frame, so the route lagged a frame
// behind its marker and every drag step cost two frames and two commits (each copying every
// canvas of the chart, ~2 ms on a laptop without GPU raster). Uses Leaflet 1.9's own redraw
// (L.Canvas._redraw / _redrawRequest); the package is pinned, and the chart's e2e checks the drawing.
import * as L from 'leaflet';

interface CanvasRedraw {
  _redrawRequest: number | null;
  _redraw(): void;
}

export function redrawNow(renderer: L.Canvas): void {
  const canvas = renderer as unknown as CanvasRedraw;
  if (!canvas._redrawRequest) return;
  L.Util.cancelAnimFrame(canvas._redrawRequest);
  canvas._redraw();
}
