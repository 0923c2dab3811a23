// A compute thread's first module: TypeScript compiled as for the service's own thread
// (worker-boot.mjs), then the compute entry.
import { register } from 'tsx/esm/api';

register();
await import('./compute-entry.ts');
