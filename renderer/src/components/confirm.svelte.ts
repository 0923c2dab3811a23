// One question at a time for the navigator (discard changes? delete this voyage? clear the
// key?), answered in ConfirmDialog.svelte, which the app mounts once. State classes ask and
// await the answer, so their flows read top to bottom.
import { defined } from '../../../shared/domain/defined';

export interface ConfirmChoice {
  readonly id: string;
  /** The button's text, which is also its accessible name: says what happens ("Delete voyage"). */
  readonly label: string;
  /** Destroys something (shown in the danger colour; never the default button). */
  readonly danger?: boolean;
}

export interface ConfirmRequest {
  /** The dialog's accessible name. */
  readonly title: string;
  /** What will happen, naming the thing it happens to. */
  readonly message: string;
  readonly choices: readonly ConfirmChoice[];
  /** Text of the button that does nothing; Escape does the same. Default "Cancel". */
  readonly cancelLabel?: string;
}

interface Pending {
  readonly request: ConfirmRequest;
  readonly resolve: (choice: string | null) => void;
}

export class Confirmations {
  /** The question on screen, or null. */
  current = $state.raw<Pending | null>(null);

  /** Resolves with the chosen choice's id, or null for cancel. A newer question cancels an older one. */
  ask(request: ConfirmRequest): Promise<string | null> {
    this.current?.resolve(null);
    return new Promise((resolve) => {
      this.current = { request, resolve };
    });
  }

  /** A yes/no question: true when the one choice was taken. */
  async confirm(
    request: Omit<ConfirmRequest, 'choices'> & { readonly confirmLabel: string; readonly danger?: boolean },
  ): Promise<boolean> {
    const choice = {
      id: 'confirm',
      label: request.confirmLabel,
      ...defined({ danger: request.danger }),
    };
    return (await this.ask({ ...request, choices: [choice] })) === 'confirm';
  }

  answer(choice: string | null): void {
    const pending = this.current;
    if (pending === null) return;
    this.current = null;
    pending.resolve(choice);
  }
}
