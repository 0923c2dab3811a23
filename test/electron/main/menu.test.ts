import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from '../../../electron/main/menu';
import type { MenuOptions } from '../../../electron/main/menu';
import type { MenuCommand } from '../../../shared/ipc';

vi.mock('electron', async () => (await import('./electron-stub')).electronStub);

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label === label)?.submenu;
  if (!Array.isArray(menu)) throw new Error(`no ${label} menu`);
  return menu;
}

const names = (items: MenuItemConstructorOptions[]) =>
  items.filter((i) => i.type !== 'separator').map((i) => i.label ?? i.role);

const accelerators = (items: MenuItemConstructorOptions[]) =>
  Object.fromEntries(items.filter((i) => i.accelerator !== undefined).map((i) => [i.label, i.accelerator]));

function options(overrides: Partial<MenuOptions> = {}): MenuOptions {
  return { isDev: false, isMac: false, send: () => {}, importRoute: () => {}, showAbout: () => {}, ...overrides };
}

/** Clicks every item that has a handler (Passage's read none of Electron's click arguments). */
function clickAll(items: MenuItemConstructorOptions[]): void {
  for (const item of items) if (item.click !== undefined) Reflect.apply(item.click, undefined, []);
}

describe('application menu', () => {
  const sent: MenuCommand[] = [];
  const importRoute = vi.fn();
  const showAbout = vi.fn();
  const template = buildMenuTemplate(options({ send: (c) => sent.push(c), importRoute, showAbout }));

  it('has File, Edit, View and Help with the navigator-facing items', () => {
    expect(template.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help']);
    expect(names(submenu(template, 'File'))).toEqual([
      'New voyage',
      'Open...',
      'Import route...',
      'Export...',
      'Settings...',
      'Quit',
    ]);
    expect(names(submenu(template, 'Edit'))).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
    expect(names(submenu(template, 'View'))).toEqual([
      'Toggle night mode',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
    expect(names(submenu(template, 'Help'))).toEqual(['About Passage']);
  });

  it('gives the usual shortcuts, Settings on CmdOrCtrl+,', () => {
    expect(accelerators(submenu(template, 'File'))).toEqual({
      'New voyage': 'CmdOrCtrl+N',
      'Open...': 'CmdOrCtrl+O',
      'Import route...': 'CmdOrCtrl+I',
      'Export...': 'CmdOrCtrl+E',
      'Settings...': 'CmdOrCtrl+,',
    });
    expect(accelerators(submenu(template, 'View'))).toEqual({ 'Toggle night mode': 'CmdOrCtrl+Shift+N' });
  });

  it('forwards UI commands to the renderer; Import route and About are main’s own', () => {
    clickAll([...submenu(template, 'File'), ...submenu(template, 'View'), ...submenu(template, 'Help')]);
    expect(sent).toEqual(['voyage.new', 'voyage.open', 'export', 'settings.open', 'nightMode.toggle']);
    expect(importRoute).toHaveBeenCalledTimes(1);
    expect(showAbout).toHaveBeenCalledTimes(1);
  });

  it('offers Reload and developer tools only in development', () => {
    const dev = buildMenuTemplate(options({ isDev: true }));
    expect(names(submenu(dev, 'View')).slice(0, 2)).toEqual(['reload', 'toggleDevTools']);
    expect(JSON.stringify(template)).not.toMatch(/reload|toggleDevTools/);
  });

  it('on macOS: the app menu holds About, Settings and Quit, and there is a Window menu', () => {
    const sentOnMac: MenuCommand[] = [];
    const aboutOnMac = vi.fn();
    const mac = buildMenuTemplate(options({ isMac: true, send: (c) => sentOnMac.push(c), showAbout: aboutOnMac }));
    expect(mac.map((m) => m.label ?? m.role)).toEqual(['Passage', 'File', 'Edit', 'View', 'windowMenu', 'Help']);
    const appMenu = submenu(mac, 'Passage');
    expect(names(appMenu)).toEqual([
      'About Passage',
      'Settings...',
      'services',
      'hide',
      'hideOthers',
      'unhide',
      'quit',
    ]);
    expect(names(submenu(mac, 'File')).at(-1)).toBe('close');
    clickAll(appMenu);
    expect(sentOnMac).toEqual(['settings.open']);
    expect(aboutOnMac).toHaveBeenCalledTimes(1);
  });
});
