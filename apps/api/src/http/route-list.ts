export type RouteEntry = { method: string; path: string };

type LayerLike = {
  rawPath?: unknown;
  route?: { path: unknown; methods?: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
};

/** Lists every method + path registered on an Express 5 router, walking nested routers. */
export function listRoutes(router: { stack?: LayerLike[] }, prefix = ''): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const layer of router.stack ?? []) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, enabled] of Object.entries(layer.route.methods ?? {})) {
          if (enabled && method !== '_all')
            entries.push({ method: method.toUpperCase(), path: `${prefix}${String(path)}` });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      entries.push(...listRoutes(layer.handle, `${prefix}${mount}`));
    }
  }
  return entries;
}
