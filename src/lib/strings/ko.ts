/**
 * Korean UI strings: registers every area file in ko/ (each exports one object with the keys of
 * the English area of the same name, and has no side effects). Imported at build time by the
 * layouts, and in the browser by the Korean pages that take the whole dictionary (the measurements
 * page, the labs: ../loadLanguage.ts); figures load only their areas (../stringAreas.ts).
 */
import { registerStrings, type UiKey } from "../i18n.ts";

const areas = import.meta.glob<Record<string, Partial<Record<UiKey, string>>>>("./ko/*.ts", { eager: true });

/** Every Korean string, merged from the area files. */
export const ko: Partial<Record<UiKey, string>> = Object.assign(
  {},
  ...Object.values(areas).flatMap((module) => Object.values(module)),
);

registerStrings("ko", ko);
