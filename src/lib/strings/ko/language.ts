/** Korean UI strings of language: the same keys as ../en/language.ts. */
import type { language as en } from "../en/language.ts";

export const language: Record<keyof typeof en, string> = {
  "lang.autonym": "한국어",
  "lang.name.en": "English",
  "lang.name.ko": "한국어",
  "lang.switch": "언어",
  "lang.unavailable": "이 페이지의 {language} 버전은 아직 없습니다.",
  "glossary.title": "용어집",
  "glossary.lead":
    "챕터에서 쓰는 용어를 한국 엔지니어가 실제로 쓰는 표현과 짧은 정의로 정리했습니다. 각 용어는 그 개념을 다루는 챕터로 연결되며, 챕터 본문에서 용어가 처음 나오는 곳은 이 페이지로 연결됩니다.",
  "glossary.term": "용어",
  "glossary.korean": "한국어",
  "glossary.definition": "정의",
  "glossary.chapter": "다루는 챕터",
  "glossary.otherLanguage": "({language})",
};
