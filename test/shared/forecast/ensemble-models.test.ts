// The rule for which catalogue models can give the forecast's ensembles: an ensemble (not
// deterministic) with the elements, the level and the unit the forecast asks for.
import { describe, expect, it } from 'vitest';
import {
  ensembleModelProblem,
  ensembleModelsFor,
  isEnsembleModel,
  offersVisibility,
} from '../../../shared/forecast/ensemble-models';
import { MODELS } from '../../renderer/models/fixtures';

const [ens, wam, hres, rtofs] = MODELS as [
  (typeof MODELS)[0],
  (typeof MODELS)[0],
  (typeof MODELS)[0],
  (typeof MODELS)[0],
];

describe('ensemble models of the catalogue', () => {
  it('calls every model an ensemble unless the catalogue says deterministic', () => {
    expect([ens, wam, hres, rtofs].map(isEnsembleModel)).toEqual([true, true, false, false]);
    expect(isEnsembleModel({ type: 'AI' })).toBe(true);
  });

  it('names what a model lacks for the wind or the wave ensemble', () => {
    expect(ensembleModelProblem(ens, 'wind')).toBeNull();
    expect(ensembleModelProblem(ens, 'waves')).toBe('ens has no waveheight_significant');
    expect(ensembleModelProblem(wam, 'wind')).toBe('ens-wam has no windgust');
    expect(ensembleModelProblem(hres, 'wind')).toBe('hres is a deterministic model, not an ensemble');
    const noKnots = { ...ens, elements: ens.elements.map((e) => ({ ...e, units: ['m/s'] })) };
    expect(ensembleModelProblem(noKnots, 'wind')).toBe('ens has no windspeed in kt or windgust in kt');
    const noTenMetres = { ...ens, elements: ens.elements.map((e) => ({ ...e, levels: ['100m'] })) };
    expect(ensembleModelProblem(noTenMetres, 'wind')).toBe('ens has no windspeed at 10m or windgust at 10m');
  });

  it('lists the models fit for each use, in catalogue order', () => {
    expect(ensembleModelsFor(MODELS, 'wind').map((m) => m.id)).toEqual(['ens']);
    expect(ensembleModelsFor(MODELS, 'waves').map((m) => m.id)).toEqual(['ens-wam']);
  });

  it('takes a wind ensemble without visibility, and says which models offer it (in km, or any unit)', () => {
    const visibility = { id: 'visibility', name: 'Visibility', units: ['km', 'm'], levels: [] };
    const withIt = { ...ens, elements: [...ens.elements.filter((e) => e.id !== 'visibility'), visibility] };
    const without = { ...ens, elements: ens.elements.filter((e) => e.id !== 'visibility') };
    expect(ensembleModelProblem(without, 'wind')).toBeNull();
    expect(offersVisibility(without)).toBe(false);
    expect(offersVisibility(withIt)).toBe(true);
    const inMiles = { ...ens, elements: [...without.elements, { ...visibility, units: ['mi'] }] };
    expect(offersVisibility(inMiles)).toBe(false);
    expect(offersVisibility({ elements: [{ ...visibility, units: [] }] })).toBe(true);
  });
});
