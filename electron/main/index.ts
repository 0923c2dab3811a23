// Electron entry. Thin on purpose: the lifecycle lives in shell.ts, the backend (plain Node)
// arrives through backend.ts.
import { createDesktopBackend } from './backend';
import { startShell } from './shell';

startShell({ createBackend: createDesktopBackend, mainDir: import.meta.dirname });
