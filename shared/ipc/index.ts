// The app's backend contract (ARCHITECTURE "One contract, two transports").
export * from './names';
export * from './errors';
export * from './provenance';
export * from './progress';
export * from './menu';
export * from './contract';
export type * from './renderer-api';
export type * from './host';
export * from './methods/method';
export * from './methods/voyages';
export * from './methods/ports';
export * from './methods/vessels';
export * from './methods/forecasts';
export * from './methods/world';
export * from './methods/app';
export * from './methods/files';
export * from './methods/store';
export * from './methods/radar';
