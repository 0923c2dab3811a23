// The secondary swell period (issue 29): what the voyage forecast asks of the deterministic wave
// model beside the shipping route (electron/backend's forecasts/swell-period.ts), and the mark its
// series carries when the service gave no answer for it, so the backend writes and the renderer
// reads the reason with the same text (renderer/src/forecast/sea-state-chart.ts).
export const SWELL_PERIOD = { model: 'ecmwfwamglobal', element: 'waveperiod_swell_secondary', unit: 's' } as const;

/**
 * Opens a swell series' error when the service did not answer for it at all (offline, a timeout,
 * a refused request): Passage's reason, not the wave model's (spec §7), which the error holds
 * otherwise. The reason follows in a few words.
 */
export const SWELL_UNANSWERED = 'The service did not answer for it: ';
