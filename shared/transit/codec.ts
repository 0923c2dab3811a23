// Binary messages of the transit planner mixer socket (Passage's own .proto, see mixer.proto):
// decode what the server pushes, encode what the client sends. Shared by sandbox and backend.
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { MixerControlSchema, MixerResultSchema, type MixerControl, type MixerResult } from './gen/mixer_pb';

/** One pushed result; throws when the bytes are not a MixerResult (truncated, corrupt). */
export function decodeMixerResult(bytes: Uint8Array): MixerResult {
  return fromBinary(MixerResultSchema, bytes);
}

export function encodeMixerResult(result: MixerResult): Uint8Array {
  return toBinary(MixerResultSchema, result);
}

/** A client message; throws when the bytes are not a MixerControl. */
export function decodeMixerControl(bytes: Uint8Array): MixerControl {
  return fromBinary(MixerControlSchema, bytes);
}

/** The client's "stop planning" message. */
export function encodeMixerCancel(): Uint8Array {
  return toBinary(MixerControlSchema, create(MixerControlSchema, { cancel: true }));
}
