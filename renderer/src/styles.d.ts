// Side-effect CSS imports (theme.css, Leaflet's stylesheet): Vite bundles them; they export nothing.
declare module '*.css';
