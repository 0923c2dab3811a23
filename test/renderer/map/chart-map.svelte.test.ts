// ChartMap without a DOM. Leaflet touches `window` as it is imported, so the module is replaced
// by a stand-in map that records what ChartMap asks of it and fires the events a navigator's
// pan, zoom and click would. What is tested is ChartMap's own part: its panes, the view it
// reports after a move, clicks claimed by layers before they add a waypoint, centring on the
// nearest world copy, and fitting a route. Leaflet's drawing is left to the e2e tests.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as L from 'leaflet';

type Handler = (event: unknown) => void;

/** The parts of L.Map that ChartMap uses, with a settable view. */
class FakeMap {
  static last: FakeMap | null = null;
  readonly panes = new Map<string, { style: Record<string, string> }>();
  readonly handlers = new Map<string, Handler[]>();
  readonly attributionControl = { setPrefix: vi.fn() };
  readonly setViewCalls: [L.LatLngTuple, number][] = [];
  readonly fitBoundsCalls: [unknown, unknown][] = [];
  readonly invalidateSize = vi.fn();
  readonly remove = vi.fn();
  center = { lat: 0, lng: 0 };
  zoom = 0;
  bounds = { west: -10, south: -5, east: 10, north: 5 };
  size = { x: 800, y: 600 };

  constructor(
    readonly el: unknown,
    readonly options: { center: L.LatLngTuple; zoom: number } & Record<string, unknown>,
  ) {
    this.center = { lat: options.center[0], lng: options.center[1] };
    this.zoom = options.zoom;
    FakeMap.last = this;
  }

  createPane(name: string) {
    const pane = { style: {} };
    this.panes.set(name, pane);
    return pane;
  }
  on(types: string, handler: Handler): this {
    for (const type of types.split(' ')) this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    return this;
  }
  fire(type: string, event: unknown = {}): void {
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  getBounds() {
    const b = this.bounds;
    return { getWest: () => b.west, getSouth: () => b.south, getEast: () => b.east, getNorth: () => b.north };
  }
  getZoom = (): number => this.zoom;
  getSize = () => this.size;
  getCenter = () => this.center;
  setView(latLng: L.LatLngTuple, zoom: number): this {
    this.setViewCalls.push([latLng, zoom]);
    return this;
  }
  fitBounds(bounds: unknown, options: unknown): this {
    this.fitBoundsCalls.push([bounds, options]);
    return this;
  }
}

vi.mock('leaflet', () => ({
  map: (el: unknown, options: ConstructorParameters<typeof FakeMap>[1]) => new FakeMap(el, options),
  latLngBounds: (latLngs: unknown) => ({ latLngs }),
  // The NM scale bar is a control of its own (scale.test.ts); here it is only added.
  Control: class {
    constructor(readonly options: unknown) {}
    addTo(): this {
      return this;
    }
  },
}));

class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  readonly observed: unknown[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(el: unknown): void {
    this.observed.push(el);
  }
  disconnect(): void {
    this.disconnected = true;
  }
}
vi.stubGlobal('ResizeObserver', FakeResizeObserver);

// Imported here, not at the top: vi.mock's factory runs when chart-map imports leaflet, and
// FakeMap must be defined by then.
const { ChartMap, PASSIVE_PANES, WEATHER_OVER_TILES_Z, toPosition } =
  await import('../../../renderer/src/map/chart-map.svelte');

type Element = ConstructorParameters<typeof ChartMap>[0];
const EL = { id: 'chart' } as unknown as Element;

function make(start?: { center: { lat: number; lon: number }; zoom: number }) {
  const added: { lat: number; lon: number }[] = [];
  const chart = new ChartMap(EL, start, (p) => added.push(p));
  const map = FakeMap.last!;
  return { chart, map, added };
}

function click(map: FakeMap, lat: number, lng: number): void {
  map.fire('click', { latlng: { lat, lng } });
}

beforeEach(() => {
  FakeMap.last = null;
  FakeResizeObserver.last = null;
});

describe('ChartMap: opening', () => {
  it('opens on the North Atlantic without a saved view, else where the navigator left it', () => {
    expect(make().map.options).toMatchObject({ center: [40, -30], zoom: 3, minZoom: 1, maxZoom: 16, keyboard: true });
    expect(make({ center: { lat: 51.9, lon: 4.5 }, zoom: 9 }).map.options).toMatchObject({
      center: [51.9, 4.5],
      zoom: 9,
    });
  });

  it('stacks its panes in order and lets none of them take the mouse', () => {
    const { map } = make();
    expect([...map.panes.keys()]).toEqual(PASSIVE_PANES.map(([name]) => name));
    for (const [name, zIndex] of PASSIVE_PANES) {
      expect(map.panes.get(name)?.style).toEqual({ zIndex: String(zIndex), pointerEvents: 'none' });
    }
    // Land under everything online, storm points over the route's ticks.
    const z = new Map(PASSIVE_PANES);
    expect(z.get('land')).toBeLessThan(200);
    expect(z.get('storm-points')).toBeGreaterThan(z.get('ticks')!);
    // The coastline over every picture: the weather overlay (also when it rises over online
    // tiles) and the radar; under the route (Leaflet's overlay pane, 400).
    expect(z.get('coast')).toBeGreaterThan(Math.max(WEATHER_OVER_TILES_Z, z.get('weather')!, z.get('radar')!));
    expect(z.get('coast')).toBeLessThan(400);
  });

  it('reports the view and size it opened with', () => {
    const { chart } = make();
    expect(chart.view).toEqual({ bounds: { west: -10, south: -5, east: 10, north: 5 }, zoom: 3 });
    expect(chart.size).toEqual({ width: 800, height: 600 });
  });
});

describe('ChartMap: the view', () => {
  it('reports the new view once a pan or zoom has settled, not during it', () => {
    const { chart, map } = make();
    const before = chart.view;
    map.bounds = { west: 170, south: 20, east: 200, north: 40 };
    map.zoom = 5;
    map.fire('move');
    map.fire('zoom');
    expect(chart.view).toBe(before);
    expect(chart.frame).toBe(2);
    map.fire('moveend');
    expect(chart.view).toEqual({ bounds: { west: 170, south: 20, east: 200, north: 40 }, zoom: 5 });
  });

  it('follows a resize of its element', () => {
    const { chart, map } = make();
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([EL]);
    observer.callback();
    expect(map.invalidateSize).toHaveBeenCalledTimes(1);
    map.size = { x: 400, y: 300 };
    map.fire('resize');
    expect(chart.size).toEqual({ width: 400, height: 300 });
  });

  it('lets go of the element and the map when destroyed', () => {
    const { chart, map } = make();
    chart.destroy();
    expect(FakeResizeObserver.last?.disconnected).toBe(true);
    expect(map.remove).toHaveBeenCalledTimes(1);
  });
});

describe('ChartMap: clicks', () => {
  it('adds a waypoint where nothing claims the click, on the world copy’s real longitude', () => {
    const { map, added } = make();
    click(map, 21.3, 202.1);
    expect(added).toHaveLength(1);
    expect(added[0]!.lat).toBe(21.3);
    expect(added[0]!.lon).toBeCloseTo(-157.9, 9);
  });

  it('adds no waypoint when a layer (a port, a storm) takes the click', () => {
    const { chart, map, added } = make();
    const seen: string[] = [];
    chart.claimClicks(() => {
      seen.push('ports');
      return false;
    });
    const release = chart.claimClicks(() => {
      seen.push('storms');
      return true;
    });
    const never = vi.fn(() => true);
    chart.claimClicks(never);
    click(map, 10, 10);
    expect(seen).toEqual(['ports', 'storms']);
    expect(never).not.toHaveBeenCalled();
    expect(added).toEqual([]);

    // The storm layer turned off: its claim goes, the next layer's turn comes.
    release();
    release();
    click(map, 10, 10);
    expect(never).toHaveBeenCalledTimes(1);
    expect(added).toEqual([]);
  });
});

describe('ChartMap: centring and fitting', () => {
  it('centres on the world copy nearest the current centre, zoomed in to at least 6', () => {
    const { chart, map } = make({ center: { lat: 20, lon: 170 }, zoom: 3 });
    map.center = { lat: 20, lng: 190 };
    chart.centreOn({ lat: 15, lon: -160 });
    expect(map.setViewCalls.at(-1)).toEqual([[15, 200], 6]);
  });

  it('keeps a closer zoom, and takes a zoom it is given', () => {
    const { chart, map } = make({ center: { lat: 50, lon: 0 }, zoom: 9 });
    chart.centreOn({ lat: 51, lon: 1 });
    expect(map.setViewCalls.at(-1)).toEqual([[51, 1], 9]);
    chart.centreOn({ lat: 51, lon: 1 }, 4);
    expect(map.setViewCalls.at(-1)).toEqual([[51, 1], 4]);
  });

  it('fits a route with a margin and no closer than zoom 10; one point is centred', () => {
    const { chart, map } = make();
    chart.fit([]);
    expect(map.setViewCalls).toEqual([]);
    expect(map.fitBoundsCalls).toEqual([]);
    chart.fit([[51.9, 4.5]]);
    expect(map.setViewCalls).toEqual([[[51.9, 4.5], 6]]);
    const route: L.LatLngTuple[] = [
      [51.9, 4.5],
      [48.5, -5.5],
    ];
    chart.fit(route);
    expect(map.fitBoundsCalls).toEqual([[{ latLngs: route }, { padding: [40, 40], maxZoom: 10 }]]);
  });
});

describe('toPosition', () => {
  it('wraps the longitude of any world copy and keeps the latitude on the globe', () => {
    const ll = (lat: number, lng: number) => ({ lat, lng }) as L.LatLng;
    expect(toPosition(ll(10, 4.478))).toEqual({ lat: 10, lon: 4.478 });
    expect(toPosition(ll(10, 180))).toEqual({ lat: 10, lon: -180 });
    expect(toPosition(ll(-10, -190))).toEqual({ lat: -10, lon: 170 });
    expect(toPosition(ll(91, 0)).lat).toBe(90);
    expect(toPosition(ll(-95, 0)).lat).toBe(-90);
  });
});
