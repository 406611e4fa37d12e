// The front apps of the composed site, in one place for the build, the site server and the scripts:
// each remote's name (as the federation runtime knows it) → its workspace folder, and every app's
// folder, the shell first. No imports, so a script or a test can read it without loading the bundler.

/** Remote name (as the federation runtime knows it) → workspace folder. */
export const REMOTES = {
  shops: 'mf-shops',
  chatting: 'mf-chatting',
  community: 'mf-community',
  curation: 'mf-curation',
  mypage: 'mf-mypage',
  shopping: 'mf-shopping',
};

/** Every front app's workspace folder: the shell, then the remotes. */
export const APP_FOLDERS = ['shell', ...Object.values(REMOTES)];
