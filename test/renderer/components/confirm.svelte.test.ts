import { describe, expect, it } from 'vitest';
import { Confirmations } from '../../../renderer/src/components/confirm.svelte';

describe('Confirmations', () => {
  it('puts one question on screen and resolves with the choice', async () => {
    const confirmations = new Confirmations();
    const answer = confirmations.ask({
      title: 'Delete',
      message: 'Delete “A”?',
      choices: [{ id: 'delete', label: 'Delete voyage' }],
    });
    expect(confirmations.current?.request.title).toBe('Delete');
    confirmations.answer('delete');
    expect(confirmations.current).toBeNull();
    await expect(answer).resolves.toBe('delete');
  });

  it('cancels an older question when a newer one is asked', async () => {
    const confirmations = new Confirmations();
    const first = confirmations.ask({ title: 'One', message: '', choices: [] });
    const second = confirmations.confirm({ title: 'Two', message: '', confirmLabel: 'Clear key', danger: true });
    await expect(first).resolves.toBeNull();
    expect(confirmations.current?.request.choices).toEqual([{ id: 'confirm', label: 'Clear key', danger: true }]);
    confirmations.answer('confirm');
    await expect(second).resolves.toBe(true);
  });

  it('ignores an answer when nothing is asked', () => {
    const confirmations = new Confirmations();
    expect(() => confirmations.answer('x')).not.toThrow();
    expect(confirmations.current).toBeNull();
  });
});
