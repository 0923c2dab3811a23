// The application menu. Commands that open a flow of the UI (new voyage, open, export, night
// mode, settings) are forwarded to the renderer; Import route and About are main's own (a file
// dialog, a message box); the rest are Electron roles, which bring the usual shortcuts.
import { Menu } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../shared/ipc/menu';

export interface MenuOptions {
  /** Development adds Reload and the developer tools. */
  isDev: boolean;
  isMac: boolean;
  send: (command: MenuCommand) => void;
  /** File > Import route: main asks for the file and hands it to the window's import review. */
  importRoute: () => void;
  /** Help > About Passage (and the macOS app menu's About). */
  showAbout: () => void;
}

export function buildMenuTemplate({
  isDev,
  isMac,
  send,
  importRoute,
  showAbout,
}: MenuOptions): MenuItemConstructorOptions[] {
  const command = (label: string, accelerator: string, name: MenuCommand): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => send(name),
  });
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const about: MenuItemConstructorOptions = { label: 'About Passage', click: showAbout };
  const settings = command('Settings...', 'CmdOrCtrl+,', 'settings.open');
  // macOS keeps About, Settings and Quit in the app menu, and closes windows from File.
  const appMenu: MenuItemConstructorOptions = {
    label: 'Passage',
    submenu: [
      about,
      separator,
      settings,
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };
  return [
    ...(isMac ? [appMenu] : []),
    {
      label: 'File',
      submenu: [
        command('New voyage', 'CmdOrCtrl+N', 'voyage.new'),
        command('Open...', 'CmdOrCtrl+O', 'voyage.open'),
        separator,
        { label: 'Import route...', accelerator: 'CmdOrCtrl+I', click: importRoute },
        command('Export...', 'CmdOrCtrl+E', 'export'),
        separator,
        ...(isMac ? [{ role: 'close' as const }] : [settings, separator, { role: 'quit' as const, label: 'Quit' }]),
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        ...(isDev ? [{ role: 'reload' as const }, { role: 'toggleDevTools' as const }, separator] : []),
        command('Toggle night mode', 'CmdOrCtrl+Shift+N', 'nightMode.toggle'),
        separator,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    ...(isMac ? [{ role: 'windowMenu' as const }] : []),
    { label: 'Help', role: 'help', submenu: [about] },
  ];
}

export function installMenu(options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options)));
}
