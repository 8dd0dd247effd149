import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import schemas from '@contracts/schemas.json';
import { buildOpenApiDocument, openApiPath } from '../../src/platform/openapi/openapi-document';
import { discoverRoutes } from '../../src/platform/openapi/route-discovery';

/** One JSON answer an e2e suite received from the test app. */
interface Answer {
  method: string;
  route: string;
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Json }> }> };

const DOC_ID = 'https://contracts.local/openapi.json';
const answers: Answer[] = [];
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components: Json };
let document: OpenApiDocument | undefined;

/**
 * Test-only: records every JSON answer of the app (method, matched route, status, body) so that
 * openapi-contract.setup.ts can check them against the OpenAPI document after each e2e file.
 * Installed by startTestApp before the app initialises, so it runs ahead of every route.
 */
export function recordAnswers(app: NestExpressApplication): void {
  document ??= buildOpenApiDocument(discoverRoutes(app), schemas.definitions, 'test') as unknown as OpenApiDocument;
  app.use((req: Request, res: Response, next: NextFunction) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      if (typeof route === 'string')
        answers.push({
          method: req.method,
          route,
          status: res.statusCode,
          body: JSON.parse(JSON.stringify(body ?? null)) as unknown,
        });
      return json(body);
    };
    next();
  });
}

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Json): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: DOC_ID, components: document?.components ?? {} });
  }
  let validate = compiled.get(key);
  if (!validate) {
    const absolute = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, `"${DOC_ID}#/components/`)) as Json;
    validate = ajv.compile(absolute);
    compiled.set(key, validate);
  }
  return validate;
}

/** Every recorded answer that the document does not allow, as readable lines; clears the record. */
export function contractMismatches(): string[] {
  const problems: string[] = [];
  for (const answer of answers.splice(0)) {
    const code = (answer.body as { code?: unknown } | null)?.code;
    const where = `${answer.method} ${answer.route} → ${answer.status}${answer.status >= 400 ? ` ${String(code)}` : ''}`;
    const operation = document?.paths[openApiPath(answer.route)]?.[answer.method.toLowerCase()];
    if (!operation) {
      problems.push(`${where}: the route is not in the OpenAPI document`);
      continue;
    }
    const schema = operation.responses?.[String(answer.status)]?.content?.['application/json']?.schema;
    if (!schema) {
      problems.push(`${where}: the document lists no JSON answer with this status`);
      continue;
    }
    const validate = validatorFor(`${where}`, schema);
    if (!validate(answer.body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 8)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
      problems.push(`${where}: the body does not match the document:\n    ${errors.join('\n    ')}`);
    }
  }
  return [...new Set(problems)];
}
