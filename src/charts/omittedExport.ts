/**
 * A stand-in for one export of a d3 module left out of the bundles (see scripts/plotAliases.mjs):
 * a function that throws a clear error naming the module and export, so a chart that reaches for it
 * fails when its figure hydrates (the browser tests hydrate every figure on every page) instead of
 * drawing something wrong. Build-time rendering runs in Node with the real modules.
 * @example omittedExport("d3-geo", "geoPath")() // throws Error: d3-geo is not bundled (geoPath) …
 */
export function omittedExport(module: string, name: string): (...args: unknown[]) => never {
  return () => {
    throw new Error(
      `${module} is not bundled (${name}): no figure uses it; remove its alias in scripts/plotAliases.mjs to use it`,
    );
  };
}

/**
 * A stand-in for a colour scheme of an omitted module: an array-like whose every property read
 * (an index, `length`) throws the same clear error as `omittedExport`.
 * @example omittedScheme("d3-scale-chromatic", "schemeTableau10")[0] // throws Error
 */
export function omittedScheme(module: string, name: string): readonly string[] {
  const fail = omittedExport(module, name);
  return new Proxy([], { get: () => fail() });
}
