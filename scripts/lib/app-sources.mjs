// Where our own front-end code lives: shared's and each app's src/ (the shell and the six remotes). The checks that
// read every app's style sheets or sources (text sizes, colours) walk these.
export const APP_SOURCES = [
  'shell/src',
  'shared/src',
  'mf-shops/src',
  'mf-chatting/src',
  'mf-community/src',
  'mf-mypage/src',
  'mf-curation/src',
  'mf-shopping/src',
];
