/** English strings of the language switch and the glossary page. */
export const language = {
  "lang.autonym": "English",
  "lang.name.en": "English",
  "lang.name.ko": "Korean",
  "lang.switch": "Language",
  "lang.unavailable": "This page has no {language} version yet.",
  "glossary.title": "Glossary",
  "glossary.lead":
    "The terms the chapters use, with the Korean term Korean engineers use and a short definition. Each links to the chapter that teaches it; the first use of a term in a chapter links here.",
  "glossary.term": "Term",
  "glossary.korean": "Korean",
  "glossary.definition": "Definition",
  "glossary.chapter": "Taught in",
  "glossary.otherLanguage": "({language})",
} as const;
