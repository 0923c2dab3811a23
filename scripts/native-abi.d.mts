// Types of scripts/native-abi.mjs (plain JavaScript, so that electron-builder's hook loads it).
export declare function nativeModuleAbi(bytes: Uint8Array): number | 'napi' | null;
export declare function findNativeModules(dir: string): string[];
export interface NativeModuleCheck {
  readonly file: string;
  readonly abi: number | 'napi' | null;
  readonly ok: boolean;
}
export declare function checkNativeModules(dir: string, expectedAbi: number): NativeModuleCheck[];
