// The application menu. Commands that open a flow of the UI (new voyage, open, import, export,
// night mode) are forwarded to the renderer; the rest are Electron roles.
import { app, Menu } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../shared/ipc/menu';

export interface MenuOptions {
  /** Development adds Reload and the developer tools. */
  isDev: boolean;
  isMac: boolean;
  send: (command: MenuCommand) => void;
}

export function buildMenuTemplate({ isDev, isMac, send }: MenuOptions): MenuItemConstructorOptions[] {
  const command = (label: string, accelerator: string, name: MenuCommand): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => send(name),
  });
  const about: MenuItemConstructorOptions = { label: 'About Passage', click: () => app.showAboutPanel() };
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        command('New voyage', 'CmdOrCtrl+N', 'voyage.new'),
        command('Open...', 'CmdOrCtrl+O', 'voyage.open'),
        { type: 'separator' },
        command('Import route...', 'CmdOrCtrl+I', 'route.import'),
        command('Export...', 'CmdOrCtrl+E', 'export'),
        { type: 'separator' },
        { role: 'quit', label: 'Quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        ...(isDev
          ? [{ role: 'reload' as const }, { role: 'toggleDevTools' as const }, { type: 'separator' as const }]
          : []),
        command('Toggle night mode', 'CmdOrCtrl+Shift+N', 'nightMode.toggle'),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
      ],
    },
    { label: 'Help', submenu: [about] },
  ];
}

export function installMenu(options: MenuOptions): void {
  app.setAboutPanelOptions({
    applicationName: 'Passage',
    applicationVersion: app.getVersion(),
    copyright: 'Weather and sea along the track. Not a substitute for official forecasts.',
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options)));
}
