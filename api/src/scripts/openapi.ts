import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildOpenApiDocument,
  FRONT_TYPES_PATH,
  OPENAPI_PATH,
  renderFrontTypes,
  renderOpenApiJson,
} from './openapi-lib.js';

// Writes api/openapi.json and the front's types (shared/src/api/schema.gen.ts) from the route schemas.
const doc = await buildOpenApiDocument();
await writeFile(OPENAPI_PATH, renderOpenApiJson(doc));
await mkdir(path.dirname(FRONT_TYPES_PATH), { recursive: true });
await writeFile(FRONT_TYPES_PATH, await renderFrontTypes(doc));
console.log(`wrote ${OPENAPI_PATH}\nwrote ${FRONT_TYPES_PATH}`);
