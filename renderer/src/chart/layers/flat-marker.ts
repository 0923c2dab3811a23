// A Leaflet marker placed with a 2D translate instead of Leaflet's translate3d. Chromium gives
// every element with a 3D transform (even a trivial one, z = 0) its own compositor layer: a
// 500-waypoint route meant 500 layers, and committing them cost about 10 ms of every frame while
// a waypoint was dragged (and hit-testing them as much again on every mouse move). A 2D
// transform paints the markers into their pane's layer; panning still moves the pane as one.
import * as L from 'leaflet';

/** Marker._setPos: Leaflet's own hook for where the icon goes (also used by zoom animation). */
interface PositionHook {
  _setPos(this: L.Marker, pos: L.Point): void;
}

const leafletSetPos = (L.Marker.prototype as unknown as PositionHook)._setPos;

/** Added to the dragged marker's z-index (Leaflet's is its y in pixels). */
const DRAGGED_Z_OFFSET = 1_000_000;

export class FlatMarker extends L.Marker {
  constructor(latLng: L.LatLngExpression, options?: L.MarkerOptions) {
    super(latLng, options);
    // While dragged, the marker keeps Leaflet's translate3d (a layer of its own, so each step
    // moves that layer instead of repainting the pane of 500 markers) and goes on top of the
    // others, so none of them has to be lifted into a layer of its own above it.
    this.on('dragstart', () => this.setZIndexOffset(DRAGGED_Z_OFFSET));
    this.on('dragend', () => this.setZIndexOffset(0));
  }

  _setPos(pos: L.Point): void {
    // Leaflet's first: it records the position (DomUtil.getPosition, which dragging reads) and the z-index.
    leafletSetPos.call(this, pos);
    const icon = this.getElement();
    // Without 3D support Leaflet placed the icon with left/top, and a transform would add to it.
    if (icon && L.Browser.any3d) icon.style.transform = `translate(${pos.x}px, ${pos.y}px)`;
  }
}
