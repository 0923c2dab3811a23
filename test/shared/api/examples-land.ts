// Realistic, spec-shaped example bodies for the Dutch road and transit resources (spec §2.13,
// §2.16, §2.17) and the error body (spec §7), shared by the tests.

export function trafficOverview() {
  return {
    events: [
      {
        type: 'Verkeershinder',
        cause: 'Ongeval',
        trend: 'INCREASED',
        roadName: 'A15 Rotterdam - Gorinchem',
        causeType: 'congestion',
        startTime: '2024-06-12T07:41:00Z',
        roadNumber: 'A15',
        description: 'Stilstaand verkeer',
        startLocation: 'Ridderkerk',
        endLocation: 'Papendrecht',
        queueLength: 6,
        delayMinutes: 18,
      },
      {
        type: 'Verkeers maatregel',
        cause: '',
        roadName: 'A4',
        causeType: 'carriagewayClosed',
        startTime: '2024-06-11T21:00:00+02:00',
        roadNumber: '?',
        description: 'Afgesloten',
        queueLength: 0,
        delayMinutes: 0,
      },
    ],
    summary: { jams: 14, events: 31, length: 52, updated: '2024-06-12T07:45:12Z' },
  };
}

function trafficProperties() {
  return {
    id: 'RWS03_1234567',
    type: 'Verkeershinder',
    cause: '',
    trend: 'EQUAL',
    version: '3',
    roadName: 'A15',
    causeType: 'congestion',
    delayBand: 'BETWEEN_TEN_MINUTES_AND_THIRTY_MINUTES',
    startTime: '2024-06-12T07:41:00Z',
    roadNumber: 'A15',
    toLocation: 'Papendrecht',
    fromLocation: 'Ridderkerk',
    description: 'Langzaam rijdend verkeer',
    queueLength: '6000',
    versionTime: '2024-06-12T07:44:00Z',
    presentationType: 'slow',
  };
}

export function trafficGeo() {
  return {
    type: 'FeatureCollection',
    updated: 1718178312000,
    features: [
      {
        id: 'f1',
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [4.61, 51.86] },
        properties: trafficProperties(),
      },
      {
        id: 'f2',
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [4.61, 51.86],
            [4.7, 51.84],
            [4.8, 51.83],
          ],
        },
        properties: { ...trafficProperties(), id: 'RWS03_7654321' },
      },
    ],
  };
}

export function transitPlanner() {
  return {
    stopplaces: [
      {
        id: 'NL:S:31000',
        name: 'Rotterdam Centraal',
        town: 'Rotterdam',
        links: { departures: 'https://api.example.com/v1/transit/stop/NL:S:31000/departures' },
        coordinates: { latitude: 51.9249, longitude: 4.469 },
      },
    ],
  };
}

function quay() {
  return {
    id: 'NL:Q:31000002',
    name: 'Rotterdam Centraal',
    latitude: 51.9249,
    longitude: 4.469,
    wheelchairAccessible: true,
  };
}

function call(times: Record<string, string>) {
  return { quay: quay(), aimedPlatform: '2', ...times, destinationDisplay: { frontText: 'Amsterdam Centraal' } };
}

export function walkLeg() {
  return {
    distance: 420.5,
    duration: 6,
    aimedStartTime: '2024-06-12T09:54:00+02:00',
    aimedEndTime: '2024-06-12T10:00:00+02:00',
    expectedStartTime: '2024-06-12T09:54:00+02:00',
    expectedEndTime: '2024-06-12T10:00:00+02:00',
    pointsOnLink: { length: 12, points: 'o~|zHal`[??AB' },
    nonTransitLeg: {
      mode: 'WALK',
      fromPlace: { name: 'Origin', latitude: 51.9225, longitude: 4.4792 },
      toPlace: { name: 'Rotterdam Centraal', latitude: 51.9249, longitude: 4.469, quay: quay() },
    },
  };
}

export function railLeg() {
  return {
    distance: 57340,
    duration: 40,
    aimedStartTime: '2024-06-12T10:00:00+02:00',
    aimedEndTime: '2024-06-12T10:40:00+02:00',
    expectedStartTime: '2024-06-12T10:02:00+02:00',
    expectedEndTime: '2024-06-12T10:42:00+02:00',
    pointsOnLink: { length: 230, points: 'a~l~Fjk~uOwHJy@P' },
    transitLeg: {
      id: 'leg-1',
      mode: 'RAIL',
      realtime: true,
      serviceDate: '2024-06-12',
      line: {
        id: 'NS:Line:IC',
        name: 'Intercity',
        publicCode: 'IC',
        presentation: {},
        transportMode: 'rail',
        transportSubmode: 'interregionalRail',
      },
      authority: {
        id: 'NS',
        url: 'https://www.ns.nl',
        name: 'Nederlandse Spoorwegen',
        phone: '+31 30 751 5155',
        timezone: 'Europe/Amsterdam',
      },
      serviceJourney: {
        id: 'NS:ServiceJourney:2120',
        publicCode: '2120',
        privateCode: '2120',
        bikesAllowed: true,
        directionType: 'outbound',
        transportMode: 'rail',
        transportSubmode: 'interregionalRail',
      },
      fromEstimatedCall: call({
        aimedDepartureTime: '2024-06-12T10:00:00+02:00',
        expectedDepartureTime: '2024-06-12T10:02:00+02:00',
      }),
      toEstimatedCall: call({
        aimedArrivalTime: '2024-06-12T10:40:00+02:00',
        expectedArrivalTime: '2024-06-12T10:42:00+02:00',
      }),
      intermediateEstimatedCalls: [
        call({
          aimedArrivalTime: '2024-06-12T10:12:00+02:00',
          aimedDepartureTime: '2024-06-12T10:13:00+02:00',
          expectedArrivalTime: '2024-06-12T10:14:00+02:00',
          expectedDepartureTime: '2024-06-12T10:15:00+02:00',
        }),
      ],
    },
  };
}

export function mixerResult() {
  return {
    grade: 87,
    modifiers: ['firstMileBicycle'],
    trips: [
      {
        id: 'trip-1',
        legs: [walkLeg(), railLeg()],
        distance: 57760.5,
        duration: 48,
        walkTime: 6,
        transfers: 0,
        waitingTime: 2,
        streetDistance: 420.5,
        aimedStartTime: '2024-06-12T09:54:00+02:00',
        aimedEndTime: '2024-06-12T10:40:00+02:00',
        expectedStartTime: '2024-06-12T09:54:00+02:00',
        expectedEndTime: '2024-06-12T10:42:00+02:00',
      },
    ],
    timestamp: '2024-06-12T09:50:03.412+02:00',
    containsOnDemand: false,
  };
}

export function errorBody() {
  return { success: false, meta: { credits_used: 0 }, error: { message: 'Invalid API key' } };
}
