/**
 * The language of a chapter's source file, from its folder (content/chapters/<lang>/<slug>.mdx),
 * or undefined for any other file: the chapters' Markdown plugins use it to leave other files alone.
 */
import { isLang, type Lang } from "./languages.ts";

/** `chapterLangOfPath("/site/content/chapters/ko/kernel-bypass.mdx")` -> "ko"; a lab's path -> undefined. */
export function chapterLangOfPath(path: string | undefined): Lang | undefined {
  const lang = /(?:^|[\\/])content[\\/]chapters[\\/]([a-z]{2})[\\/][^\\/]+\.mdx?$/.exec(path ?? "")?.[1];
  return isLang(lang) ? lang : undefined;
}

/** The same for a file URL (what the Markdown processor passes plugins), or undefined without one. */
export function chapterLangOfUrl(url: URL | undefined): Lang | undefined {
  return url ? chapterLangOfPath(decodeURIComponent(url.pathname)) : undefined;
}
