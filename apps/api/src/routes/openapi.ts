import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import type { AppDeps } from '../context.js';
import { buildOpenApiDocument, referencePage, referenceScript } from '../openapi/index.js';
import { REFERENCE_ASSETS_PATH } from '../openapi/reference-page.js';

const swaggerUiFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The OpenAPI document and its self-hosted interactive reference page for other teams. */
export function registerOpenApiRoutes(router: Router, _deps: AppDeps): void {
  router.get('/api/openapi.json', (_req, res) => {
    res.json(buildOpenApiDocument());
  });
  router.get('/api/reference', (_req, res) => {
    res.type('html').send(referencePage());
  });
  router.get('/api/reference/init.js', (_req, res) => {
    res.type('text/javascript').send(referenceScript());
  });
  // The bundle's files never change within one installed version: cacheable, unlike the /api answers.
  router.use(
    REFERENCE_ASSETS_PATH,
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'public, max-age=86400');
      next();
    },
    express.static(swaggerUiFolder, { index: false }),
  );
}
