// Types of build/after-pack.mjs (plain JavaScript, so that electron-builder loads it).
export interface AfterPackContextSubset {
  readonly appOutDir: string;
  readonly electronPlatformName: string;
  readonly packager: { appInfo: { productFilename: string }; info: { framework: { version: string } } };
}
export default function afterPack(context: AfterPackContextSubset): Promise<void>;
