// Road events the port-call tests need, staged in the demo service through its control route:
// the demo's own Dutch traffic is a function of its seed and clock, and near a port it can be
// clear at some hours (a Saturday night), so the world is arranged, not hoped for. Staged at
// every start of the demo service, for the whole run (a day at most), near the ports the tests
// call at; the backend keeps a country-wide snapshot for minutes, so each one it stores has them.

/** Near the ports of the port-call tests: Rotterdam (by the Maas) and Amsterdam. */
const STAGED = [
  { kind: 'jam', near: { lat: 51.9, lon: 4.45 }, minutes: 24 * 60 },
  { kind: 'closure', near: { lat: 51.95, lon: 4.52 }, minutes: 24 * 60 },
  { kind: 'jam', near: { lat: 52.35, lon: 4.9 }, minutes: 24 * 60 },
] as const;

export async function stageRoadEvents(sandboxUrl: string | URL): Promise<void> {
  for (const event of STAGED) {
    const response = await fetch(new URL('/__sandbox/traffic', sandboxUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    if (!response.ok) throw new Error(`staging a road event failed: ${response.status} ${await response.text()}`);
  }
}
