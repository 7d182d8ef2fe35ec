import { CSRF_COOKIE_NAME } from '@wedding/core';

/**
 * The interactive reference (GET /api/reference): Swagger UI from the swagger-ui-dist package, served by
 * this server under /api/reference/assets. No CDN, no web font, no validator badge (`validatorUrl: null`
 * would otherwise call validator.swagger.io): the page makes no request to another origin. The start-up
 * script is a file of its own because the content security policy allows scripts from 'self' only.
 */
export const REFERENCE_ASSETS_PATH = '/api/reference/assets';

export function referencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wedding API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${REFERENCE_ASSETS_PATH}/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="Wedding API reference"></main>
<script src="${REFERENCE_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="/api/reference/init.js"></script>
</body>
</html>
`;
}

/** "Try it out" calls this server with the browser's cookies; writes carry the CSRF token from its cookie. */
export function referenceScript(): string {
  return `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  withCredentials: true,
  requestInterceptor: function (request) {
    var match = document.cookie.match(/(?:^|; )${CSRF_COOKIE_NAME}=([^;]*)/);
    if (match) request.headers['X-CSRF-Token'] = decodeURIComponent(match[1]);
    return request;
  },
});
`;
}
