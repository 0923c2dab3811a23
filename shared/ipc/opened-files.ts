// Route files handed to the desktop app from outside its window: a path on the command line (a
// double-click in the file manager starts Passage with it, or hands it to the Passage already
// running), macOS's open-file event, and File > Import route. Main reads each file itself,
// bounded, and keeps it until the window takes it; the window never names a path. Channel names
// only, free of zod, for the sandboxed preload; the payload's schema is opened-file-schema.ts.
//
// The window takes the waiting files when it starts, and again whenever main says more wait, so
// a file handed over before the window could listen is never lost.

/** main -> renderer, no payload: route files wait; take them. */
export const OPENED_FILES_CHANNEL = 'passage:opened-files';

/** renderer -> main (invoke, no argument): the files waiting, oldest first; none wait afterwards. */
export const TAKE_OPENED_FILES_CHANNEL = 'passage:opened-files.take';
