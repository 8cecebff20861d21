import { shellRoutes } from './shell-routes';
import declared from '../../public/routes.json';

// The server answers 404 for a URL no route owns (issue 10); for the shell's own routes it reads
// the routes.json the shell build ships. It must list exactly the routes the shell has.
it('declares every shell route in routes.json, and nothing else', () => {
  expect(shellRoutes.map((route) => route.path).sort()).toEqual(
    declared.map((route) => route.path).sort(),
  );
});
