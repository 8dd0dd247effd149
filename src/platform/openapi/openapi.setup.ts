import type { INestApplication } from '@nestjs/common';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import schemas from '@contracts/schemas.json';
import { buildOpenApiDocument } from './openapi-document';
import { discoverRoutes } from './route-discovery';

export const DOCS_PATH = 'api/docs';

/** Serves the UI at /api/docs and the document at /api/docs-json (public: it describes, it grants nothing). */
export function setUpOpenApi(app: INestApplication, version = '0.1.0'): Record<string, unknown> {
  const document = buildOpenApiDocument(discoverRoutes(app), schemas.definitions, version);
  // @nestjs/swagger types the document as 3.0; it serves whatever object it is given.
  SwaggerModule.setup(DOCS_PATH, app, document as unknown as OpenAPIObject, {
    jsonDocumentUrl: `${DOCS_PATH}-json`,
    raw: ['json'],
  });
  return document;
}
