import { type RouteObject, matchRoutes } from 'react-router';

/**
 * Loads the lazy route modules the current URL matches and writes them into the route objects, so
 * the router starts with the page's component in hand: hydrating with a lazy route still pending
 * would render the fallback and throw the server's markup away.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      const module = await load();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
