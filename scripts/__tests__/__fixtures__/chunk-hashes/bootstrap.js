import('./screen').then(({ text }) => document.body.append(text));
