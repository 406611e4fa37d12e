import type { Repositories } from '../../repositories.js';

/** Reference lists the forms pick from (breeds, emotion words). */
export class CatalogService {
  constructor(private readonly repos: Repositories) {}

  breeds(kind?: 'DOG' | 'CAT') {
    return this.repos.catalog.breeds(kind);
  }

  emotionWords() {
    return this.repos.catalog.emotionWords();
  }
}
