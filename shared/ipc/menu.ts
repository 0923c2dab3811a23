// Application-menu commands main forwards to the renderer (the renderer owns those flows:
// a new voyage, the open list, import and export dialogs, the night-mode setting, Settings).

export const MENU_COMMANDS = [
  'voyage.new',
  'voyage.open',
  'route.import',
  'export',
  'nightMode.toggle',
  'settings.open',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** The event channel main -> renderer for menu commands. */
export const MENU_CHANNEL = 'passage:menu';

export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && MENU_COMMANDS.some((command) => command === value);
}
