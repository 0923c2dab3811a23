// The point comparison: two to four models of the catalogue at one position, one element, side
// by side from the models forecast (models.compare), so where they disagree shows.
import type { IpcInput, IpcOutput, ModelComparison } from '../../../shared/ipc';
import { COMPARE_MAX_MODELS, COMPARE_MIN_MODELS } from '../../../shared/ipc';
import type { Position } from '../../../shared/domain/position';
import { describeFailure, type Failure } from '../components/error-words';
import { CatalogueState, type CatalogueApi } from '../models/catalogue-state.svelte';

export interface CompareApi extends CatalogueApi {
  readonly models: CatalogueApi['models'] & {
    readonly compare: (input: IpcInput<'models.compare'>) => Promise<IpcOutput<'models.compare'>>;
  };
}

export type ComparePhase =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly comparison: ModelComparison }
  | { readonly kind: 'failed'; readonly failure: Failure };

/** The element a comparison starts with: the wind the navigator reads first. */
const FIRST_ELEMENT = 'windspeed';

export class CompareState {
  readonly catalogue: CatalogueState;
  phase = $state.raw<ComparePhase>({ kind: 'choosing' });
  chosen = $state.raw<readonly string[]>([]);
  element = $state(FIRST_ELEMENT);
  private request = 0;

  /** Elements every chosen model has, by id with a name, in the first model's order. */
  readonly elements: readonly { id: string; name: string }[] = $derived.by(() => {
    const models = this.catalogue.models.filter((m) => this.chosen.includes(m.id));
    const [first, ...rest] = models;
    if (first === undefined) return [];
    return first.elements
      .filter((e) => rest.every((m) => m.elements.some((o) => o.id === e.id)))
      .map((e) => ({ id: e.id, name: e.name }));
  });

  /** Why the comparison cannot be asked yet, in words; null when it can. */
  readonly problem: string | null = $derived(
    this.chosen.length < COMPARE_MIN_MODELS
      ? `Choose at least ${COMPARE_MIN_MODELS} models.`
      : this.chosen.length > COMPARE_MAX_MODELS
        ? `Choose at most ${COMPARE_MAX_MODELS} models.`
        : this.elements.some((e) => e.id === this.element)
          ? null
          : 'The chosen models share no such element: choose another.',
  );

  constructor(
    private readonly api: CompareApi,
    readonly position: Position,
  ) {
    this.catalogue = new CatalogueState(api);
  }

  /**
   * Loads the catalogue at the position and picks two models with wind to start from: atmosphere
   * models first (a wave model's wind is only its forcing), deterministic before ensembles (an
   * ensemble's series is its control, close kin of its centre's deterministic run), and from
   * different institutes where there are, since that is where models disagree.
   */
  async start(): Promise<void> {
    await this.catalogue.load([this.position]);
    if (this.chosen.length > 0) return;
    const rank = (m: (typeof this.catalogue.models)[number]): number =>
      Number(m.category !== 'atmosphere') * 2 + Number(!/deterministic/i.test(m.type));
    const candidates = this.catalogue.models
      .filter((m) => m.elements.some((e) => e.id === FIRST_ELEMENT))
      .sort((a, b) => rank(a) - rank(b));
    const picked: typeof candidates = [];
    for (const m of candidates)
      if (picked.length < COMPARE_MIN_MODELS && !picked.some((p) => p.institute === m.institute)) picked.push(m);
    for (const m of candidates) if (picked.length < COMPARE_MIN_MODELS && !picked.includes(m)) picked.push(m);
    this.chosen = picked.map((m) => m.id);
  }

  toggle(model: string, on: boolean): void {
    const others = this.chosen.filter((m) => m !== model);
    this.chosen = on ? [...others, model] : others;
  }

  async compare(): Promise<void> {
    if (this.problem !== null) return;
    const id = ++this.request;
    this.phase = { kind: 'loading' };
    try {
      const comparison = await this.api.models.compare({
        lat: this.position.lat,
        lon: this.position.lon,
        models: [...this.chosen],
        element: this.element,
      });
      if (id === this.request) this.phase = { kind: 'ready', comparison };
    } catch (error) {
      if (id === this.request) this.phase = { kind: 'failed', failure: describeFailure(error) };
    }
  }
}
