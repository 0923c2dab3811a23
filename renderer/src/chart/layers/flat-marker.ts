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

/** How long the hold animation of a dragged marker runs (it never moves): longer than any drag, ms. */
const HOLD_MS = 86_400_000;

export class FlatMarker extends L.Marker {
  /**
   * While dragged: an animation (two equal keyframes) that holds the icon where Leaflet's
   * Draggable put it. Chromium moves an animated element's layer on the compositor; changing its
   * transform from script instead makes it layerize the whole page again on every drag step,
   * walking the paint chunks of all 500 markers (about 3 ms of each frame).
   */
  private hold: Animation | null = null;

  constructor(latLng: L.LatLngExpression, options?: L.MarkerOptions) {
    super(latLng, options);
    // While dragged, the marker is in a layer of its own (the animation above), so each step
    // moves that layer instead of repainting the pane of 500 markers, and goes on top of the
    // others, so none of them has to be lifted into a layer of its own above it.
    this.on('dragstart', () => {
      this.setZIndexOffset(DRAGGED_Z_OFFSET);
      this.holdWhereDragged();
    });
    // Fired after Leaflet's Draggable has placed the icon (also when it pans the map near an edge).
    this.on('drag', () => this.holdWhereDragged());
    this.on('dragend', () => {
      this.hold?.cancel();
      this.hold = null;
      this.setZIndexOffset(0);
    });
  }

  _setPos(pos: L.Point): void {
    // Leaflet's first: it records the position (DomUtil.getPosition, which dragging reads) and the z-index.
    leafletSetPos.call(this, pos);
    const icon = this.getElement();
    // Without 3D support Leaflet placed the icon with left/top, and a transform would add to it.
    if (icon && L.Browser.any3d) icon.style.transform = `translate(${pos.x}px, ${pos.y}px)`;
    if (this.hold) this.holdWhereDragged();
  }

  /** Holds the dragged icon at the position Leaflet last gave it (DomUtil.getPosition). */
  private holdWhereDragged(): void {
    const icon = this.getElement();
    if (!icon || !L.Browser.any3d || typeof icon.animate !== 'function') return;
    const pos = L.DomUtil.getPosition(icon);
    const transform = `translate3d(${pos.x}px, ${pos.y}px, 0px)`;
    const keyframes = [{ transform }, { transform }];
    const effect = this.hold?.effect;
    if (effect instanceof KeyframeEffect) effect.setKeyframes(keyframes);
    else this.hold = icon.animate(keyframes, { duration: HOLD_MS, fill: 'forwards' });
  }
}
