// The model catalogue at some points (models.catalogue), for the forecast panel's chooser and the
// point comparison: loaded once per set of points, older answers dropped, a failure in words.
import type { IpcInput, IpcOutput, ModelCatalogue } from '../../../shared/ipc';
import type { ModelCatalogueEntry } from '../../../shared/api/resources/models';
import type { Position } from '../../../shared/domain/position';
import { ensembleModelsFor } from '../../../shared/forecast/ensemble-models';
import { describeFailure, type Failure } from '../components/error-words';

export interface CatalogueApi {
  readonly models: {
    readonly catalogue: (input: IpcInput<'models.catalogue'>) => Promise<IpcOutput<'models.catalogue'>>;
  };
}

export type CataloguePhase =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly catalogue: ModelCatalogue }
  | { readonly status: 'failed'; readonly failure: Failure };

export class CatalogueState {
  phase = $state.raw<CataloguePhase>({ status: 'idle' });
  private request = 0;
  private key: string | null = null;
  private asked: readonly Position[] = [];

  readonly models: readonly ModelCatalogueEntry[] = $derived(
    this.phase.status === 'ready' ? this.phase.catalogue.models : [],
  );
  /** Models that can give the forecast's wind and gust ensemble, and its wave ensemble. */
  readonly windModels: readonly ModelCatalogueEntry[] = $derived(ensembleModelsFor(this.models, 'wind'));
  readonly waveModels: readonly ModelCatalogueEntry[] = $derived(ensembleModelsFor(this.models, 'waves'));

  constructor(private readonly api: CatalogueApi) {}

  /** Asks again at the points last asked (the service answers again: the stored answer may be stale). */
  async reload(): Promise<void> {
    if (this.key === null) return;
    this.key = null;
    await this.load(this.asked);
  }

  /** Asks the catalogue at `points` (none: everywhere), unless these very points are loaded or loading. */
  async load(points: readonly Position[]): Promise<void> {
    const key = JSON.stringify(points.map((p) => [p.lat, p.lon]));
    if (key === this.key && this.phase.status !== 'failed') return;
    this.key = key;
    this.asked = points;
    const id = ++this.request;
    this.phase = { status: 'loading' };
    try {
      const catalogue = await this.api.models.catalogue({ points: points.map((p) => ({ lat: p.lat, lon: p.lon })) });
      if (id === this.request) this.phase = { status: 'ready', catalogue };
    } catch (error) {
      if (id === this.request) this.phase = { status: 'failed', failure: describeFailure(error) };
    }
  }
}
