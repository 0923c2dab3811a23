// The schedule: legs, ETAs and positions at model time steps.
export * from './schedule';
export * from './timesteps';
export * from './forecastStep';
export * from './position-at';
export * from './voyage-input';
