// The one browser router of the composed app.
import { createBrowserRouter } from 'react-router-dom';
import { createPatchRoutesOnNavigation } from './patch-routes';
import { createRouteTree } from './routes';

export function createAppRouter() {
  return createBrowserRouter(createRouteTree(), {
    patchRoutesOnNavigation: createPatchRoutesOnNavigation(),
  });
}
