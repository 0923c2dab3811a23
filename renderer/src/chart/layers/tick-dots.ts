// The timestep ticks as ONE path on a Leaflet canvas, drawn in one pass: every dot of a size in
// one fill. A drag moves every tick after the dragged waypoint on every frame; as one circle
// marker each, that was a few hundred setLatLng calls (each projecting and extending the redraw)
// and as many fills a frame. Built on Leaflet 1.9's path hooks (_project, _update, _updatePath,
// the canvas's _ctx and _drawing), as its own CircleMarker is; the package is pinned.
import * as L from 'leaflet';
import type { LatLngTuple } from '../route';

export interface TickDot {
  readonly latLng: LatLngTuple;
  /** A whole day: drawn larger. */
  readonly major: boolean;
}

/** Radius of an hour's dot and a day's, pixels. */
const MINOR_RADIUS_PX = 2;
const MAJOR_RADIUS_PX = 3.5;

/** What the canvas renderer exposes to the paths it draws. */
interface CanvasInternals {
  _ctx: CanvasRenderingContext2D;
  _drawing: boolean;
}

export class TickDots extends L.Path {
  private tickDots: readonly TickDot[] = [];
  /** Layer points of the dots, x and y interleaved, and which of them are majors. */
  private tickPoints = new Float64Array(0);
  private tickMajor = new Uint8Array(0);

  constructor(options: L.PathOptions) {
    super();
    // Leaflet classes take their options in initialize(); this one has none of its own.
    L.Util.setOptions(this, { ...options, stroke: false, fill: true, interactive: false });
  }

  /** Replaces the dots and redraws them (on the canvas's next redraw, see redraw-now.ts). */
  setDots(dots: readonly TickDot[]): this {
    this.tickDots = dots;
    return this.redraw();
  }

  setColour(colour: string): this {
    return this.options.fillColor === colour ? this : this.setStyle({ fillColor: colour });
  }

  /** Leaflet: projects the dots to layer points and sets the pixel bounds the canvas redraws. */
  _project(): void {
    const map = this._map;
    const n = this.tickDots.length;
    const points = new Float64Array(2 * n);
    const major = new Uint8Array(n);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      const dot = this.tickDots[i]!;
      const p = map.latLngToLayerPoint(dot.latLng);
      points[2 * i] = p.x;
      points[2 * i + 1] = p.y;
      major[i] = dot.major ? 1 : 0;
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
    this.tickPoints = points;
    this.tickMajor = major;
    const self = this as unknown as { _pxBounds?: L.Bounds | undefined };
    self._pxBounds =
      n === 0
        ? undefined
        : L.bounds([minX - MAJOR_RADIUS_PX, minY - MAJOR_RADIUS_PX], [maxX + MAJOR_RADIUS_PX, maxY + MAJOR_RADIUS_PX]);
  }

  _update(): void {
    if (this._map) this._updatePath();
  }

  /** Leaflet: draws the dots while the canvas redraws (it calls this for every path in its redraw bounds). */
  _updatePath(): void {
    const canvas = (this as unknown as { _renderer: CanvasInternals })._renderer;
    if (!canvas._drawing || this.tickMajor.length === 0) return;
    const ctx = canvas._ctx;
    ctx.globalAlpha = this.options.fillOpacity ?? 1;
    ctx.fillStyle = this.options.fillColor ?? this.options.color ?? '#000';
    for (const [major, radius] of [
      [0, MINOR_RADIUS_PX],
      [1, MAJOR_RADIUS_PX],
    ] as const) {
      ctx.beginPath();
      for (let i = 0; i < this.tickMajor.length; i++) {
        if (this.tickMajor[i] !== major) continue;
        const x = this.tickPoints[2 * i]!;
        const y = this.tickPoints[2 * i + 1]!;
        ctx.moveTo(x + radius, y);
        ctx.arc(x, y, radius, 0, 2 * Math.PI);
      }
      ctx.fill();
    }
  }

  /** Leaflet: ticks never take the mouse. */
  _containsPoint(): boolean {
    return false;
  }
}
