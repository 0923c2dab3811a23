// Every cached port drawn on one canvas, as Leaflet's own canvas renderer draws paths but without
// a Leaflet object per port: 3,700 ports are batched into one path per size class, so a redraw
// after a pan or zoom costs a few milliseconds, and panning itself only moves the canvas (it
// lives in a map pane, padded beyond the view). Names are written where they do not clutter
// (port-labels.ts). Ports are drawn on every world copy in view (world-copies.ts).
import * as L from 'leaflet';
import type { Port } from '../../../../shared/api/resources/ports';
import { worldCopyOffsets } from '../world-copies';
import { placeLabels, type LabelCandidate } from './port-labels';
import { PORT_HIT_SLOP_PX, PORT_LABEL_MIN_ZOOM, portRadiusPx, portSizeRank } from './port-style';

export interface PortCanvasStyle {
  readonly fill: string;
  readonly stroke: string;
  readonly text: string;
  /** Drawn behind each name so it reads over land, sea and route alike. */
  readonly halo: string;
  /** Ring round the port whose details are open. */
  readonly selected: string;
}

/** The canvas reaches this share of the view beyond each edge, so short pans show drawn ports. */
const PADDING = 0.25;
const FONT_PX = 11;
const FONT = `600 ${FONT_PX}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

interface DrawnPort {
  /** Canvas pixels. */
  readonly x: number;
  readonly y: number;
  readonly radiusPx: number;
  readonly port: Port;
}

export class PortCanvasLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private ports: readonly Port[] = [];
  /** Indexes into `ports`, smallest size first, so large ports are drawn on top. */
  private drawOrder: number[] = [];
  private drawn: DrawnPort[] = [];
  private style: PortCanvasStyle;
  private selectedId: number | null = null;
  private topLeft = L.point(0, 0);
  private resetCenter = L.latLng(0, 0);
  private resetZoom = 0;
  private readonly widths = new Map<string, number>();
  private readonly paneName: string;

  constructor(paneName: string, style: PortCanvasStyle) {
    super({ pane: paneName });
    this.paneName = paneName;
    this.style = style;
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'passage-ports');
    if (map.options.zoomAnimation) canvas.classList.add('leaflet-zoom-animated');
    canvas.setAttribute('aria-hidden', 'true');
    map.getPane(this.paneName)?.appendChild(canvas);
    this.canvas = canvas;
    this.reset();
    return this;
  }

  override onRemove(): this {
    this.canvas?.remove();
    this.canvas = null;
    this.drawn = [];
    return this;
  }

  override getEvents(): Record<string, L.LeafletEventHandlerFn> {
    return {
      viewreset: () => this.reset(),
      moveend: () => this.reset(),
      resize: () => this.reset(),
      zoom: () => this.transform(this.map().getCenter(), this.map().getZoom()),
      zoomanim: (e) => {
        const anim = e as L.ZoomAnimEvent;
        this.transform(anim.center, anim.zoom);
      },
    };
  }

  setPorts(ports: readonly Port[]): void {
    this.ports = ports;
    this.drawOrder = ports.map((_, i) => i).sort((a, b) => portSizeRank(ports[b]!.size) - portSizeRank(ports[a]!.size));
    this.redraw();
  }

  setStyle(style: PortCanvasStyle): void {
    this.style = style;
    this.redraw();
  }

  setSelected(id: number | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.redraw();
  }

  /** The port drawn under a point of the map's container (the top-most), or null. */
  portAt(containerPoint: L.Point): Port | null {
    if (!this.canvas || !this._map) return null;
    const p = this._map.containerPointToLayerPoint(containerPoint).subtract(this.topLeft);
    let best: DrawnPort | null = null;
    let bestD = Infinity;
    for (let i = this.drawn.length - 1; i >= 0; i--) {
      const d = this.drawn[i]!;
      const dist = Math.hypot(d.x - p.x, d.y - p.y);
      if (dist <= d.radiusPx + PORT_HIT_SLOP_PX && dist < bestD) {
        best = d;
        bestD = dist;
      }
    }
    return best?.port ?? null;
  }

  private map(): L.Map {
    return this._map;
  }

  /** Moves the canvas to cover the view (plus padding) and draws it again. */
  private reset(): void {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const pad = size.multiplyBy(PADDING).round();
    this.topLeft = map.containerPointToLayerPoint(pad.multiplyBy(-1)).round();
    this.resetCenter = map.getCenter();
    this.resetZoom = map.getZoom();
    const width = size.x + 2 * pad.x;
    const height = size.y + 2 * pad.y;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    L.DomUtil.setPosition(canvas, this.topLeft);
    this.redraw();
  }

  /** During a zoom animation: scale the drawn canvas as Leaflet's own renderers do. */
  private transform(center: L.LatLng, zoom: number): void {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const scale = map.getZoomScale(zoom, this.resetZoom);
    const half = map.getSize().multiplyBy(0.5 + PADDING);
    const panePos = L.DomUtil.getPosition(map.getPane('mapPane')!);
    const newPixelOrigin = map.project(center, zoom).subtract(map.getSize().divideBy(2)).add(panePos).round();
    const offset = half.multiplyBy(-scale).add(map.project(this.resetCenter, zoom)).subtract(newPixelOrigin);
    L.DomUtil.setTransform(canvas, offset, scale);
  }

  private textWidth(ctx: CanvasRenderingContext2D, text: string): number {
    let w = this.widths.get(text);
    if (w === undefined) {
      w = ctx.measureText(text).width;
      this.widths.set(text, w);
    }
    return w;
  }

  private redraw(): void {
    const map = this._map;
    const canvas = this.canvas;
    const ctx = canvas?.getContext('2d');
    if (!map || !canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const width = canvas.width / dpr;
    const height = canvas.height / dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    L.DomUtil.setPosition(canvas, this.topLeft);
    const zoom = map.getZoom();
    const west = map.layerPointToLatLng(this.topLeft).lng;
    const east = map.layerPointToLatLng(this.topLeft.add([width, height])).lng;
    const drawn: DrawnPort[] = [];
    ctx.fillStyle = this.style.fill;
    ctx.strokeStyle = this.style.stroke;
    ctx.lineWidth = 1;
    // One path per size class: the order is smallest first, so a new class starts a new path.
    let rank = -1;
    ctx.beginPath();
    for (const i of this.drawOrder) {
      const port = this.ports[i]!;
      const r = portRadiusPx(port.size, zoom);
      const portRank = portSizeRank(port.size);
      if (portRank !== rank) {
        ctx.fill();
        ctx.stroke();
        ctx.beginPath();
        rank = portRank;
      }
      for (const offset of worldCopyOffsets(port.longitude, port.longitude, west, east)) {
        const p = map.latLngToLayerPoint([port.latitude, port.longitude + offset]).subtract(this.topLeft);
        if (p.x < -r || p.y < -r || p.x > width + r || p.y > height + r) continue;
        ctx.moveTo(p.x + r, p.y);
        ctx.arc(p.x, p.y, r, 0, 2 * Math.PI);
        drawn.push({ x: p.x, y: p.y, radiusPx: r, port });
      }
    }
    ctx.fill();
    ctx.stroke();
    this.drawn = drawn;

    const selected = drawn.filter((d) => d.port.id === this.selectedId);
    if (selected.length > 0) {
      ctx.beginPath();
      for (const d of selected) {
        ctx.moveTo(d.x + d.radiusPx + 4, d.y);
        ctx.arc(d.x, d.y, d.radiusPx + 4, 0, 2 * Math.PI);
      }
      ctx.strokeStyle = this.style.selected;
      ctx.lineWidth = 2.5;
      ctx.stroke();
    }
    this.drawLabels(ctx, drawn, zoom, width, height);
  }

  private drawLabels(
    ctx: CanvasRenderingContext2D,
    drawn: readonly DrawnPort[],
    zoom: number,
    width: number,
    height: number,
  ): void {
    ctx.font = FONT;
    const candidates: LabelCandidate[] = [];
    const byKey = new Map<string, DrawnPort>();
    drawn.forEach((d, n) => {
      const isSelected = d.port.id === this.selectedId;
      if (!isSelected && zoom < PORT_LABEL_MIN_ZOOM[d.port.size]) return;
      const key = String(n);
      byKey.set(key, d);
      candidates.push({
        key,
        x: d.x,
        y: d.y,
        radiusPx: d.radiusPx,
        widthPx: this.textWidth(ctx, d.port.name),
        heightPx: FONT_PX + 2,
        priority: isSelected ? -1 : portSizeRank(d.port.size),
      });
    });
    if (candidates.length === 0) return;
    ctx.textBaseline = 'top';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3;
    ctx.strokeStyle = this.style.halo;
    ctx.fillStyle = this.style.text;
    for (const label of placeLabels(candidates, { width, height })) {
      const d = byKey.get(label.key);
      if (!d) continue;
      ctx.strokeText(d.port.name, label.x, label.y + 1);
      ctx.fillText(d.port.name, label.x, label.y + 1);
    }
  }
}
