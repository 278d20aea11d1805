/**
 * Fetches a figure's code and strings for the embed kit all at once. Left to the browser, a
 * figure's modules arrive in a waterfall: its definition, then the chunks the definition imports,
 * then theirs, and its strings only once its code has said which areas it shows, one round trip
 * per level (seven for the training figures). The build (scripts/figureChunks.mjs) writes, per
 * figure and language, a load module that imports every one of those chunks at its top level, so
 * the browser requests them all as soon as it has read it, and writes the load modules' names into
 * this module, in the kit's entry. `preloadFigure` imports a figure's load module; the figure's own
 * loading (loadFigure) then finds every module there or on its way. It uses `import()`, not
 * `<link rel="modulepreload">`, since the host's <head> is not the kit's to change. Importing a
 * shared chunk early only runs it early (the build leaves out chunks on an import cycle, whose
 * order of running would change). Only the kit's entry imports this module: the build fails when
 * the map did not land in the entry or the entry imports anything (a round trip before the map).
 * Under `npm run dev` (the kit from its sources, no map) it fetches nothing ahead.
 */

/**
 * What the build writes. Files are under chunks/: the kit's, and per figure and language the
 * load module `load-<id>.<lang>-<hash>.js` (its code and its strings in that language).
 */
export interface FigureChunkMap {
  /** The chunk of the kit's figure element (figureElements.ts), without ".js". */
  readonly kit: string;
  /** The hash in every load module's name. */
  readonly hash: string;
  /** The languages of the load modules (every figure has one per language). */
  readonly langs: readonly string[];
  /** The figures' ids. */
  readonly figures: readonly string[];
}

/** The build replaces this string with the map's JSON (figureChunks.mjs). */
const MAP_JSON = "__FABRIC_FIGURE_CHUNKS__";

function readMap(): FigureChunkMap {
  try {
    return JSON.parse(MAP_JSON) as FigureChunkMap;
  } catch {
    return { kit: "", hash: "", langs: [], figures: [] };
  }
}

/** The load modules of this build of the kit. */
export const figureChunks: FigureChunkMap = readMap();

/** The kit's entry, whose module this is: the notebook's /embed/fabric-figures.js. */
const entryUrl = import.meta.url;

/** The notebook's root, which the figures' links, citation and snippets name. */
export const notebookUrl = new URL("../", entryUrl).href;
const started = new Set<string>();

/** Import chunk `file` once; a figure's own load reports a failure. */
function importChunk(file: string): void {
  if (started.has(file)) return;
  started.add(file);
  import(/* @vite-ignore */ new URL(`chunks/${file}.js`, entryUrl).href).catch(() => undefined);
}

/** The kit's figure element module (figureElements.ts), from its chunk in the build. */
export function loadKit(): Promise<unknown> {
  return import(/* @vite-ignore */ new URL(`chunks/${figureChunks.kit}.js`, entryUrl).href);
}

/**
 * Start fetching figure `id`'s code and its strings in `lang` (another language: English);
 * returns at once. Unknown ids fetch nothing.
 * @example preloadFigure("link-generations", "ko")
 */
export function preloadFigure(id: string, lang: string): void {
  const { hash, langs, figures } = figureChunks;
  if (figures.includes(id)) importChunk(`load-${id}.${langs.includes(lang) ? lang : "en"}-${hash}`);
}
