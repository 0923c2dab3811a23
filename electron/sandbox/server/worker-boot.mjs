// A worker thread's first module: it compiles TypeScript the way bin/passage.js does (module
// hooks registered on the main thread do not reach worker threads on Node 20), then runs the
// sandbox's worker entry.
import { register } from 'tsx/esm/api';

register();
await import('./worker-entry.ts');
