// The decoded protobuf mixer result (mixer.proto) as the JSON shape of spec §2.17, the shape
// shared/api's mixerResultSchema checks and the rest of Passage uses.
import { create } from '@bufbuild/protobuf';
import type {
  EstimatedCall as EstimatedCallJson,
  Leg as LegJson,
  MixerResult as MixerResultJson,
  NonTransitLegDetail,
  Quay as QuayJson,
  TransitLegDetail,
  Trip as TripJson,
} from '../api/resources/mixer';
import {
  AuthoritySchema,
  DestinationDisplaySchema,
  EstimatedCallSchema,
  LineSchema,
  PlaceSchema,
  PointsOnLinkSchema,
  QuaySchema,
  ServiceJourneySchema,
  type EstimatedCall,
  type Leg,
  type MixerResult,
  type NonTransitLeg,
  type Place,
  type Quay,
  type TransitLeg,
  type Trip,
} from './gen/mixer_pb';

// An absent sub-message reads as its default (empty) message: protobuf's own rule. Whatever
// that leaves invalid (an empty authority url) is for mixerResultSchema to reject, not hidden.

function quayToJson(quay: Quay | undefined): QuayJson {
  const q = quay ?? create(QuaySchema);
  const json: QuayJson = { id: q.id, name: q.name, latitude: q.latitude, longitude: q.longitude };
  if (q.wheelchairAccessible !== undefined) json.wheelchairAccessible = q.wheelchairAccessible;
  return json;
}

function callToJson(call: EstimatedCall | undefined): EstimatedCallJson {
  const c = call ?? create(EstimatedCallSchema);
  const json: EstimatedCallJson = {
    quay: quayToJson(c.quay),
    aimedPlatform: c.aimedPlatform,
    destinationDisplay: { frontText: (c.destinationDisplay ?? create(DestinationDisplaySchema)).frontText },
  };
  // Missing at the origin (arrival) and the destination (departure): keep them missing.
  if (c.aimedArrivalTime !== undefined) json.aimedArrivalTime = c.aimedArrivalTime;
  if (c.aimedDepartureTime !== undefined) json.aimedDepartureTime = c.aimedDepartureTime;
  if (c.expectedArrivalTime !== undefined) json.expectedArrivalTime = c.expectedArrivalTime;
  if (c.expectedDepartureTime !== undefined) json.expectedDepartureTime = c.expectedDepartureTime;
  return json;
}

function transitLegToJson(leg: TransitLeg): TransitLegDetail {
  const line = leg.line ?? create(LineSchema);
  const authority = leg.authority ?? create(AuthoritySchema);
  const journey = leg.serviceJourney ?? create(ServiceJourneySchema);
  const presentation: Record<string, string> = {};
  if (line.presentation?.colour !== undefined) presentation['colour'] = line.presentation.colour;
  if (line.presentation?.textColour !== undefined) presentation['textColour'] = line.presentation.textColour;
  const json: TransitLegDetail = {
    mode: leg.mode,
    realtime: leg.realtime,
    serviceDate: leg.serviceDate,
    line: {
      id: line.id,
      name: line.name,
      publicCode: line.publicCode,
      presentation,
      transportMode: line.transportMode,
      transportSubmode: line.transportSubmode,
    },
    authority: {
      id: authority.id,
      url: authority.url,
      name: authority.name,
      phone: authority.phone,
      timezone: authority.timezone,
    },
    serviceJourney: {
      id: journey.id,
      publicCode: journey.publicCode,
      privateCode: journey.privateCode,
      bikesAllowed: journey.bikesAllowed,
      directionType: journey.directionType,
      transportMode: journey.transportMode,
      transportSubmode: journey.transportSubmode,
    },
    fromEstimatedCall: callToJson(leg.fromEstimatedCall),
    toEstimatedCall: callToJson(leg.toEstimatedCall),
    intermediateEstimatedCalls: leg.intermediateEstimatedCalls.map(callToJson),
  };
  if (leg.id !== undefined) json.id = leg.id;
  return json;
}

function placeToJson(place: Place | undefined): { name: string; latitude: number; longitude: number } {
  const p = place ?? create(PlaceSchema);
  return { name: p.name, latitude: p.latitude, longitude: p.longitude };
}

function nonTransitLegToJson(leg: NonTransitLeg): NonTransitLegDetail {
  const toPlace: NonTransitLegDetail['toPlace'] = placeToJson(leg.toPlace);
  if (leg.toPlace?.quay !== undefined) toPlace.quay = quayToJson(leg.toPlace.quay);
  return { mode: leg.mode, fromPlace: placeToJson(leg.fromPlace), toPlace };
}

function legToJson(leg: Leg): LegJson {
  const points = leg.pointsOnLink ?? create(PointsOnLinkSchema);
  const json: LegJson = {
    distance: leg.distance,
    duration: leg.duration,
    aimedStartTime: leg.aimedStartTime,
    aimedEndTime: leg.aimedEndTime,
    expectedStartTime: leg.expectedStartTime,
    expectedEndTime: leg.expectedEndTime,
    pointsOnLink: { length: points.length, points: points.points },
  };
  // A leg with neither detail stays without both, and mixerResultSchema says so.
  if (leg.detail.case === 'transitLeg') json.transitLeg = transitLegToJson(leg.detail.value);
  if (leg.detail.case === 'nonTransitLeg') json.nonTransitLeg = nonTransitLegToJson(leg.detail.value);
  return json;
}

function tripToJson(trip: Trip): TripJson {
  return {
    id: trip.id,
    legs: trip.legs.map(legToJson),
    distance: trip.distance,
    duration: trip.duration,
    walkTime: trip.walkTime,
    transfers: trip.transfers,
    waitingTime: trip.waitingTime,
    streetDistance: trip.streetDistance,
    aimedStartTime: trip.aimedStartTime,
    aimedEndTime: trip.aimedEndTime,
    expectedStartTime: trip.expectedStartTime,
    expectedEndTime: trip.expectedEndTime,
  };
}

/** Maps a decoded MixerResult to spec §2.17's field names; parse the output with mixerResultSchema. */
export function mixerResultToJson(result: MixerResult): MixerResultJson {
  return {
    grade: result.grade,
    modifiers: [...result.modifiers],
    trips: result.trips.map(tripToJson),
    timestamp: result.timestamp,
    containsOnDemand: result.containsOnDemand,
  };
}
