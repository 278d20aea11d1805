/**
 * A figure's embed dialog as a Lit reactive controller: whether it is open, the theme chosen in it,
 * the copy confirmation, and its code (`embedDialog.ts`), loaded the first time a reader asks to
 * embed the figure. The dialog opens modal once rendered, and focus returns to the Embed button
 * when it closes.
 */
import { nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import { copyText } from "../lib/copyText.ts";
import type { StateOf, StateSpec } from "../lib/figureState.ts";
import type { Lang, translator } from "../lib/i18n.ts";
import { defaultEmbedTheme, type EmbedTheme } from "./embedTheme.ts";
import type { AnyFigureDefinition } from "./FigureDefinition.ts";
import type { FigureView } from "./figureView.ts";

type Tr = ReturnType<typeof translator>;

export class EmbedDialogController implements ReactiveController {
  /** The theme the snippets ask for. */
  theme: EmbedTheme = defaultEmbedTheme;
  /** Confirmation after a snippet's copy ("Copied"), or "". */
  copied = "";
  private open = false;
  private kit: typeof import("./embedDialog.ts") | undefined;
  /** The size of the chart an iframe of the current state draws (its starting height). */
  private chart = { width: 1, height: 0 };

  /** `root()` is where the figure renders (its shadow root in the embed kit). */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly root: () => ParentNode,
  ) {
    host.addController(this);
  }

  /** Load the dialog's code (once) and open it on the state shown; `failed` when it cannot load. */
  show(definition: AnyFigureDefinition, state: StateOf<StateSpec>, lang: Lang, failed: () => void): void {
    import("./embedDialog.ts").then((kit) => {
      this.kit = kit;
      const shown = this.root().querySelector(".fab-chart svg");
      this.chart = kit.frameChartSize(definition, state, lang, shown);
      this.open = true;
      this.host.requestUpdate();
    }, failed);
  }

  /** A theme chosen in the dialog: its snippets change, the figure does not. */
  choose(theme: EmbedTheme): void {
    this.theme = theme;
    this.copied = "";
    this.host.requestUpdate();
  }

  /** Copy snippet `index`; said in the dialog, and the snippet selected when the copy fails. */
  copy(index: number, tr: Tr): void {
    const area = this.root().querySelector(
      `.fab-snippet:nth-of-type(${index + 1}) textarea`,
    ) as HTMLTextAreaElement | null;
    void copyText(area?.value ?? "").then((ok) => {
      this.copied = tr(ok ? "figure.copied" : "figure.copyFailed");
      // Selected, the snippet is one keystroke from a manual copy.
      if (!ok) area?.select();
      this.host.requestUpdate();
    });
  }

  /** The dialog's markup for the figure's `view` while open, else nothing. */
  template(
    view: FigureView,
    options: { definition: AnyFigureDefinition; state: StateOf<StateSpec>; origin: string; lang: Lang },
  ): unknown {
    if (!this.open || !this.kit) return nothing;
    const embed = this.kit.embedDialog({ ...options, view, theme: this.theme, chart: this.chart });
    return this.kit.embedDialogTemplate(view, embed);
  }

  hostUpdated(): void {
    const dialog = this.root().querySelector("dialog.fab-embed-dialog") as HTMLDialogElement | null;
    if (dialog && this.open && !dialog.open) {
      dialog.showModal();
      dialog.addEventListener("close", this.closed, { once: true });
    }
  }

  private readonly closed = (): void => {
    this.open = false;
    this.copied = "";
    this.host.requestUpdate();
    (this.root().querySelector('[data-action="embed"]') as HTMLElement | null)?.focus();
  };
}
