// What global-setup.ts hands the tests: the address `passage web` printed (with this launch's
// token), and the API key it was started with, which must never reach the page.

/** A made-up key in PASSAGE_API_KEY: demo mode is chosen, so it is never sent anywhere. */
export const E2E_API_KEY = 'e2e-key-0f3a9c-must-never-reach-the-page';

export const URL_ENV = 'PASSAGE_E2E_URL';
/** The demo service's address (`passage sandbox`, its own process) and its process id. */
export const SANDBOX_URL_ENV = 'PASSAGE_E2E_SANDBOX_URL';
export const SANDBOX_PID_ENV = 'PASSAGE_E2E_SANDBOX_PID';
/** The demo world's seed when a test chose one (world-instance.ts); a restart keeps it. */
export const SANDBOX_SEED_ENV = 'PASSAGE_E2E_SANDBOX_SEED';

/** The printed address, `http://127.0.0.1:PORT/#token=...`. */
export function appUrl(): URL {
  const text = process.env[URL_ENV];
  if (text === undefined || text === '')
    throw new Error(
      `${URL_ENV} is not set: run the tests with \`npx playwright test\`, whose global setup starts passage web.`,
    );
  return new URL(text);
}

/** The launch token from the address's fragment. */
export function launchToken(url: URL): string {
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('token');
  if (token === null || token === '') throw new Error('The address passage web printed carries no token.');
  return token;
}
