// Preload: the only bridge into the renderer. The backend contract (shared/ipc) is exposed
// here as window.passage once it exists; until then nothing is exposed.
export {};
