// GET /v1/traffic/overview (spec §2.13, §4.5): the snapshot as a list, with a summary.
// Units the spec leaves open: `queueLength` and the summary's `length` are metres.
import type { TrafficEvent, TrafficOverviewResult } from '../../../shared/api/resources/traffic';
import { description, eventType, roadName } from './describe';
import { isoUtc, type TrafficSnapshot } from './incidents';

export function trafficOverview(snapshot: TrafficSnapshot): TrafficOverviewResult {
  const events = snapshot.incidents.map((incident): TrafficEvent => {
    const event: TrafficEvent = {
      type: eventType(incident),
      cause: incident.cause,
      roadName: roadName(incident),
      causeType: incident.causeType,
      startTime: isoUtc(incident.startUtc),
      roadNumber: incident.road.number,
      description: description(incident),
      startLocation: incident.from.name,
      endLocation: incident.to.name,
      queueLength: incident.queueLengthM,
      delayMinutes: incident.delayMinutes,
    };
    return incident.trend === undefined ? event : { ...event, trend: incident.trend };
  });
  const jams = snapshot.incidents.filter((incident) => incident.kind === 'jam');
  return {
    events,
    summary: {
      jams: jams.length,
      events: events.length,
      length: jams.reduce((sum, jam) => sum + jam.queueLengthM, 0),
      updated: isoUtc(snapshot.updatedUtc),
    },
  };
}
