// A Leaflet control showing the scale in nautical miles at the chart's centre latitude
// (Leaflet's own scale control knows only metric and imperial miles).
import * as L from 'leaflet';
import { scaleBar } from './scale';

export class NmScaleControl extends L.Control {
  private bar: HTMLDivElement | null = null;
  private current: L.Map | null = null;
  private readonly update = (): void => {
    if (!this.current || !this.bar) return;
    // Mercator's scale changes with latitude: this bar is true at the chart's centre.
    const s = scaleBar(this.current.getCenter().lat, this.current.getZoom(), 100);
    this.bar.style.width = `${s.widthPx}px`;
    this.bar.textContent = s.label;
  };

  constructor(options: L.ControlOptions = { position: 'bottomleft' }) {
    super(options);
  }

  override onAdd(map: L.Map): HTMLElement {
    const container = L.DomUtil.create('div', 'passage-nm-scale leaflet-control-scale');
    this.bar = L.DomUtil.create('div', 'leaflet-control-scale-line', container);
    this.bar.title = 'Scale in nautical miles at the latitude of the chart centre';
    this.current = map;
    map.on('move zoom', this.update);
    this.update();
    return container;
  }

  override onRemove(map: L.Map): void {
    map.off('move zoom', this.update);
    this.current = null;
    this.bar = null;
  }
}
