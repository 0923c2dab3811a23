// Application-menu commands main forwards to the renderer (the renderer owns those flows:
// a new voyage, the open list, the export menu, the night-mode setting, the Settings dialog).
// File > Import route is not among them: main asks for the file itself and hands it over as a
// file opened from outside (opened-files.ts), since a page may open its file picker only when
// the navigator clicked in it.

export const MENU_COMMANDS = ['voyage.new', 'voyage.open', 'export', 'nightMode.toggle', 'settings.open'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** The event channel main -> renderer for menu commands. */
export const MENU_CHANNEL = 'passage:menu';

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && MENU_COMMANDS.some((command) => command === value);
}
