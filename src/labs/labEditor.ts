/**
 * The lab's code editor: CodeMirror 6 with TypeScript highlighting (the lezer grammar), line numbers, undo history and
 * bracket matching, coloured only through the site's CSS custom properties (so it follows the light
 * and dark themes). Keyboard: Tab indents, Escape then Tab leaves the editor (CodeMirror's tab
 * focus mode), Ctrl/Cmd+Enter runs.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  LanguageSupport,
  LRLanguage,
  syntaxHighlighting,
} from "@codemirror/language";
import { EditorSelection, EditorState } from "@codemirror/state";
import { drawSelection, EditorView, highlightSpecialChars, keymap, lineNumbers } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { parser } from "@lezer/javascript";

/** TypeScript highlighting from the lezer grammar alone (no autocompletion: a smaller bundle). */
const typescript = new LanguageSupport(
  LRLanguage.define({
    name: "typescript",
    parser: parser.configure({ dialect: "ts" }),
    languageData: { commentTokens: { line: "//", block: { open: "/*", close: "*/" } } },
  }),
);

/** Colours of the code: the site's theme-switching tokens, each readable on --fab-bg-soft. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: "var(--fab-series-4)" },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: "var(--fab-series-3)" },
  { tag: [tags.number, tags.bool, tags.null], color: "var(--fab-series-2)" },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: "var(--fab-fg-muted)",
    fontStyle: "italic",
  },
  { tag: [tags.typeName, tags.className, tags.namespace], color: "var(--fab-accent)" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: "var(--fab-accent)" },
]);

const theme = EditorView.theme({
  "&": {
    color: "var(--fab-fg)",
    backgroundColor: "var(--fab-bg-soft)",
    border: "1px solid var(--fab-border)",
    borderRadius: "6px",
    fontSize: "0.88rem",
  },
  "&.cm-focused": { outline: "2px solid var(--fab-accent)", outlineOffset: "2px" },
  ".cm-scroller": { fontFamily: "var(--mono)", lineHeight: "1.45", maxHeight: "32rem", overflow: "auto" },
  ".cm-content": { caretColor: "var(--fab-fg)", padding: "0.5rem 0" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--fab-fg)" },
  ".cm-gutters": {
    backgroundColor: "var(--fab-bg-soft)",
    color: "var(--fab-fg-muted)",
    borderRight: "1px solid var(--fab-border)",
  },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection":
    { backgroundColor: "var(--fab-bg-strong)", outline: "1px solid var(--fab-border)" },
  ".cm-matchingBracket": { outline: "1px solid var(--fab-fg-muted)", backgroundColor: "transparent" },
});

/** What the page needs of the editor. */
export interface LabEditor {
  /** The code as it stands. */
  text(): string;
  /** Replaces the whole code (Reset). */
  setText(text: string): void;
  /** Focuses the editor and selects line `line` (1-based), scrolled into view. */
  selectLine(line: number): void;
  /** Runs `listener` after every change of the code. */
  onChange(listener: () => void): void;
}

/**
 * Replaces `host`'s children with an editor holding `text`. `label` names it for screen readers,
 * `describedBy` points at the keyboard help, `run` is called on Ctrl/Cmd+Enter.
 * `createLabEditor(div, { text: "const a = 1;", label: "Code", describedBy: "keys", run })`
 */
export function createLabEditor(
  host: HTMLElement,
  options: { text: string; label: string; describedBy: string; run: () => void },
): LabEditor {
  const listeners: Array<() => void> = [];
  host.replaceChildren();
  const view = new EditorView({
    parent: host,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        typescript,
        syntaxHighlighting(highlight),
        theme,
        EditorState.tabSize.of(2),
        keymap.of([
          {
            key: "Mod-Enter",
            run: () => {
              options.run();
              return true;
            },
          },
          indentWithTab,
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.contentAttributes.of({
          // Focusable by itself in every tool's eyes (axe looks for a tabindex in scrolled regions).
          tabindex: "0",
          "aria-label": options.label,
          "aria-describedby": options.describedBy,
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) for (const listener of listeners) listener();
        }),
      ],
    }),
  });
  return {
    text: () => view.state.doc.toString(),
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    selectLine(line) {
      const doc = view.state.doc;
      const target = doc.line(Math.min(Math.max(1, line), doc.lines));
      view.dispatch({
        selection: EditorSelection.range(target.from, target.to),
        effects: EditorView.scrollIntoView(target.from, { y: "center" }),
      });
      view.focus();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
