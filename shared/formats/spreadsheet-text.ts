// Text in a CSV file that a spreadsheet will open. A cell starting with = + - @ (or a tab or a
// CR) is run as a formula (OWASP "CSV injection"): a waypoint name from an imported file such as
// `=cmd|' /C calc'!A0` would run on the navigator's machine. Such text is written led by an
// apostrophe, which spreadsheets show as text and do not display. The guard belongs to writing:
// reading takes it off only in Passage's own route CSV (known by its header), and keeps another
// tool's names as written. The route CSV and the report's CSV tables both write through here.

/** Text that is guarded, or that would read back as guarded: apostrophes, then a formula start. */
const GUARDED_OR_LOOKALIKE = /^'*[=+\-@\t\r]/;

/**
 * Text as a spreadsheet will not run it: led by an apostrophe when it would start a formula.
 * Text that already looks guarded ("'=x") gets one more, so every name reads back as it was.
 */
export function spreadsheetText(value: string): string {
  return GUARDED_OR_LOOKALIKE.test(value) ? `'${value}` : value;
}

/** Text as written by spreadsheetText read back: the one guarding apostrophe taken off again. */
export function fromSpreadsheetText(value: string): string {
  return value.startsWith("'") && GUARDED_OR_LOOKALIKE.test(value.slice(1)) ? value.slice(1) : value;
}
