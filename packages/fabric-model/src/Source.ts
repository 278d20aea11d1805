/**
 * Where a number from outside the package was read, in the one shape every preset, study,
 * calibration and testbed constant uses: a web page (`url`), or a file of a public GitHub
 * repository at a commit (`repo`, `path`, `commit` and, where recorded, the `lines` read); and
 * what was read there (`read`), in the source's own terms.
 * @example const s: Source = { url: "https://doi.org/10.1145/2785956.2787484", read: "Kmin 5 KB, Kmax 200 KB" };
 */
export type Source = WebSource | RepositorySource;

/**
 * A web page and what was read there.
 * @example const s: WebSource = { url: "https://www.ieee802.org/3/", read: "IEEE 802.3bs: 400 Gb/s" };
 */
export interface WebSource {
  readonly url: string;
  readonly read: string;
}

/**
 * A file of a public GitHub repository at a commit, the lines read (where recorded) and what they say.
 * @example const s: RepositorySource = { repo: "NVIDIA/nccl", path: "src/graph/tuning.cc", commit: "b647…", read: "baseLat" };
 */
export interface RepositorySource {
  /** GitHub `owner/name`. */
  readonly repo: string;
  readonly path: string;
  /** Full 40-hex commit id. */
  readonly commit: string;
  /** Line range read, e.g. "929-953". */
  readonly lines?: string;
  readonly read: string;
}

/**
 * A link to a source: its URL, or the repository file at its commit (and lines) on GitHub.
 * @example sourceUrl({ repo: "a/b", path: "c.md", commit: "0123…", lines: "3-64", read: "" }) // "https://github.com/a/b/blob/0123…/c.md#L3-L64"
 */
export function sourceUrl(source: Source): string {
  if ("url" in source) return source.url;
  const [first, last] = (source.lines ?? "").split("-");
  const anchor = first ? `#L${first}${last ? `-L${last}` : ""}` : "";
  return `https://github.com/${source.repo}/blob/${source.commit}/${source.path}${anchor}`;
}
