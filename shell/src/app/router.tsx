// The one browser router of the composed app.
import { listenForBackOverModals } from '@guardian/shared';
import { createBrowserRouter } from 'react-router-dom';
import { createPatchRoutesOnNavigation } from './patch-routes';
import { createRouteTree } from './routes';

export function createAppRouter() {
  // Before the router adds its own listener: back with a question up closes the question.
  listenForBackOverModals();
  return createBrowserRouter(createRouteTree(), {
    patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
  });
}
