import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { app } from './electron-stub';
import { buildMenuTemplate } from '../../../electron/main/menu';
import type { MenuCommand } from '../../../shared/ipc';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label === label)?.submenu;
  if (!Array.isArray(menu)) throw new Error(`no ${label} menu`);
  return menu;
}

const names = (items: MenuItemConstructorOptions[]) =>
  items.filter((i) => i.type !== 'separator').map((i) => i.label ?? i.role);

describe('application menu', () => {
  const sent: MenuCommand[] = [];
  const template = buildMenuTemplate({ isDev: false, isMac: false, send: (c) => sent.push(c) });

  it('has File, Edit, View and Help with the navigator-facing items', () => {
    expect(template.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
    expect(names(submenu(template, 'File'))).toEqual(['New voyage', 'Open...', 'Import route...', 'Export...', 'Quit']);
    expect(names(submenu(template, 'Edit'))).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
    expect(names(submenu(template, 'View'))).toEqual(['Toggle night mode', 'resetZoom', 'zoomIn', 'zoomOut']);
    expect(names(submenu(template, 'Help'))).toEqual(['About Passage']);
  });

  it('forwards UI commands to the renderer and shows About itself', () => {
    for (const item of [...submenu(template, 'File'), ...submenu(template, 'View'), ...submenu(template, 'Help')]) {
      // Passage's handlers read none of Electron's click arguments.
      if (item.click !== undefined) Reflect.apply(item.click, undefined, []);
    }
    expect(sent).toEqual(['voyage.new', 'voyage.open', 'route.import', 'export', 'nightMode.toggle']);
    expect(app.showAboutPanel).toHaveBeenCalledTimes(1);
  });

  it('offers Reload and developer tools only in development', () => {
    const dev = buildMenuTemplate({ isDev: true, isMac: false, send: () => {} });
    expect(names(submenu(dev, 'View')).slice(0, 2)).toEqual(['reload', 'toggleDevTools']);
    expect(JSON.stringify(template)).not.toMatch(/reload|toggleDevTools/);
  });

  it('adds the macOS app menu on macOS', () => {
    expect(buildMenuTemplate({ isDev: false, isMac: true, send: () => {} })[0]).toEqual({ role: 'appMenu' });
  });
});
