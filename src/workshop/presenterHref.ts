/**
 * Where a chapter's presenter view lives: `/chapters/<slug>/` -> `/workshop/<slug>/`, and the
 * same under a language prefix (`/ko/chapters/x/` -> `/ko/workshop/x/`). Null for any other path.
 * @example presenterHref("/chapters/nccl-all-reduce/") // "/workshop/nccl-all-reduce/"
 */
export function presenterHref(pathname: string): string | null {
  const match = /^(\/[a-z]{2})?\/chapters\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (!match) return null;
  return `${match[1] ?? ""}/workshop/${match[2]}/`;
}
