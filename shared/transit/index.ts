// The transit planner mixer's wire format (Passage's own .proto, an assumption: see mixer.proto)
// and the helpers both ends use: codec, mapping to spec §2.17 JSON, encoded polylines.
export * from './gen/mixer_pb';
export * from './codec';
export * from './to-json';
export * from './polyline';
export * from './journeys';
export * from './journey-text';
