// Where to point the chart to show a whole route (an import under review, a route just
// loaded): its centre and the Leaflet zoom that fits it into the chart pane, from the drawn
// legs (great circles bulge poleward) unwrapped across the antimeridian as the chart draws them.
import type { Position } from '../../../shared/domain/position';
import type { LegGeometry } from '../../../shared/domain/voyage';
import { normalizeLonDeg } from '../../../shared/geodesy/angles';
import { routeLatLngs } from '../../../shared/geodesy/route-polyline';

export interface ChartSizePx {
  readonly width: number;
  readonly height: number;
}

export interface RouteFit {
  readonly center: Position;
  /** Whole Leaflet zoom (0: the world in 256 px). */
  readonly zoom: number;
}

/** Leaflet's spherical Mercator y of a latitude, in units of the world's width / 2π. */
function mercatorY(latDeg: number): number {
  const lat = Math.max(-85, Math.min(85, latDeg)) * (Math.PI / 180);
  return Math.log(Math.tan(Math.PI / 4 + lat / 2));
}

function latitudeOf(y: number): number {
  return (2 * Math.atan(Math.exp(y)) - Math.PI / 2) * (180 / Math.PI);
}

/**
 * The centre and zoom that show every leg with `paddingPx` to spare, at most `maxZoom` (a short
 * route is not shown at street level). One waypoint: that point at zoom 6. Null for none.
 */
export function fitRoute(
  waypoints: readonly { readonly position: Position; readonly legGeometry?: LegGeometry }[],
  size: ChartSizePx,
  options: {
    paddingPx?: number;
    maxZoom?: number;
    /** Pixels at the chart's right edge hidden under something (the import review): the route is fitted beside them. */
    coveredRightPx?: number;
  } = {},
): RouteFit | null {
  const first = waypoints[0];
  if (first === undefined) return null;
  if (waypoints.length === 1) return { center: first.position, zoom: 6 };
  const padding = options.paddingPx ?? 40;
  const maxZoom = options.maxZoom ?? 10;
  const drawn = routeLatLngs(
    waypoints.map((w) => w.position),
    waypoints.slice(1).map((w) => w.legGeometry ?? 'rhumb'),
  );
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const leg of drawn.legs) {
    for (const [lat, lon] of leg) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  const spanX = (east - west) / 360; // of the world's width
  const spanY = (mercatorY(north) - mercatorY(south)) / (2 * Math.PI);
  // At least 300 px are left for the route, however much is covered.
  const covered = Math.max(0, Math.min(options.coveredRightPx ?? 0, size.width - 300));
  const usableW = Math.max(1, size.width - covered - 2 * padding);
  const usableH = Math.max(1, size.height - 2 * padding);
  const zoomFor = (span: number, px: number): number => (span <= 0 ? maxZoom : Math.log2(px / (256 * span)));
  const zoom = Math.max(0, Math.min(maxZoom, Math.floor(Math.min(zoomFor(spanX, usableW), zoomFor(spanY, usableH)))));
  // The map's centre sits half the cover east of the middle of what shows beside it.
  const degPerPx = 360 / (256 * 2 ** zoom);
  const center = {
    lat: latitudeOf((mercatorY(north) + mercatorY(south)) / 2),
    lon: normalizeLonDeg((west + east) / 2 + (covered / 2) * degPerPx),
  };
  return { center, zoom };
}
