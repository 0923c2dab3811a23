// The key vault and the user data folder for the browser mode and the CLI.
export { API_KEY_ENV, createFileVault, KEY_FILE_NAME } from './file-vault';
export { userDataDir } from './data-dir';
