// Types of scripts/electron-launch.js (plain JavaScript: `npm start` runs it with node alone).
export declare function electronBinary(electronDir: string): string | null;
export declare function missingElectronMessage(electronDir: string): string;
