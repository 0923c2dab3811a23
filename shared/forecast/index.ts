// Forecasts joined to the voyage: ensemble statistics, exceedance of the vessel's limits, risk
// per step and leg, the worst windows in words, storm closest approach, wind for the table.
export * from './quantities';
export * from './ensemble-stats';
export * from './exceedance';
export * from './leg-risk';
export * from './risk-palette';
export * from './text';
export * from './chance-words';
export * from './worst-windows';
export * from './storm-track';
export * from './point-in-polygon';
export * from './storm-proximity';
export * from './wind-display';
export * from './voyage-exceedance';
export * from './along-voyage';
export * from './climate-rows';
export * from './departure-sweep';
export * from './departure-rank';
export * from './request-position';
