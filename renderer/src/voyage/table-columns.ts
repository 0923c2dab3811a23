// The passage plan's column widths, shared by the plan's table and its totals (which must line
// up with it): fixed, so a changed figure never re-lays out the table.

/**
 * Column widths, rem: #, name, position, leg, speed, distance, course, ETA, stay, ETD, actions
 * (the departure row's three: Conditions, Insert, Delete).
 */
export const COLUMNS_REM: readonly number[] = [3, 10.5, 15.5, 4.5, 5.5, 7, 5, 15, 6.5, 15, 16];

/** The whole table's width, rem. */
export const TABLE_WIDTH_REM = COLUMNS_REM.reduce((a, b) => a + b, 0);

/** Height of a line of figures, rem: two of them and the cell's padding fill a row. */
export const LINE_HEIGHT_REM = 1.2;
