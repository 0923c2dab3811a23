// Leaflet's stylesheet, imported for its side effect by Chart.svelte; Vite bundles it. (TS 6
// checks side-effect imports, and the renderer does not load vite/client's typings.)
declare module 'leaflet/dist/leaflet.css';
