/**
 * Browser side of the trainer notes window: shows the current slide's title and notes and the
 * next slide's title, follows the presenter window of the same chapter over a BroadcastChannel
 * (and moves it with its own arrows and keys), and runs an elapsed-time timer.
 */
import { fillTemplate } from "../predict/fillTemplate.ts";
import { controlOwnsKey } from "./controlOwnsKey.ts";
import { formatElapsed } from "./formatElapsed.ts";
import { type DeckItemKind, noteOwners } from "./noteOwners.ts";
import { presenterKey } from "./presenterKey.ts";
import { readPresenterMessage } from "./presenterMessage.ts";

interface Labels {
  readonly counter: string;
  readonly next: string;
  readonly last: string;
  readonly following: string;
  readonly waiting: string;
  readonly unsupported: string;
  readonly start: string;
  readonly pause: string;
}

function start(root: HTMLElement): void {
  let labels: Labels;
  try {
    labels = JSON.parse(root.dataset.labels ?? "{}") as Labels;
  } catch {
    return;
  }
  const items = [...root.querySelectorAll<HTMLElement>("[data-notes-item]")];
  const kinds = items.map((el): DeckItemKind => (el.dataset.notesItem === "slide" ? "slide" : "note"));
  const owners = noteOwners(kinds);
  const heads = items.filter((_, i) => kinds[i] === "slide");
  const total = heads.length;
  if (total === 0) return;
  const bar = document.querySelector<HTMLElement>(".notes-bar");
  const counter = bar?.querySelector<HTMLElement>('[data-role="counter"]');
  const prev = bar?.querySelector<HTMLButtonElement>('[data-role="prev"]');
  const next = bar?.querySelector<HTMLButtonElement>('[data-role="next"]');
  const status = bar?.querySelector<HTMLElement>('[data-role="status"]');
  const time = bar?.querySelector<HTMLElement>('[data-role="time"]');
  const toggle = bar?.querySelector<HTMLButtonElement>('[data-role="timer-toggle"]');
  const reset = bar?.querySelector<HTMLButtonElement>('[data-role="timer-reset"]');
  const nextLine = document.querySelector<HTMLElement>('[data-role="next"].notes-next');
  const none = document.querySelector<HTMLElement>('[data-role="none"]');
  heads.forEach((head, i) => {
    const number = head.querySelector<HTMLElement>('[data-role="number"]');
    if (number) number.textContent = fillTemplate(labels.counter, { n: i + 1, total });
  });

  let current = 1;
  const show = (n: number) => {
    current = Math.min(total, Math.max(1, n));
    let notes = 0;
    items.forEach((el, i) => {
      const mine = owners[i] === current - 1;
      el.hidden = !mine;
      if (mine && kinds[i] === "note") notes += 1;
    });
    if (none) none.hidden = notes > 0;
    if (counter) counter.textContent = fillTemplate(labels.counter, { n: current, total });
    if (prev) prev.disabled = current <= 1;
    if (next) next.disabled = current >= total;
    if (nextLine) {
      const title = heads[current]?.dataset.title;
      nextLine.textContent = title ? fillTemplate(labels.next, { title }) : labels.last;
    }
  };

  const channel =
    "BroadcastChannel" in window && root.dataset.channel ? new BroadcastChannel(root.dataset.channel) : null;
  const ask = (n: number) => {
    show(n);
    channel?.postMessage({ type: "go", slide: current });
  };
  if (status) status.textContent = channel ? labels.waiting : labels.unsupported;
  channel?.addEventListener("message", (event) => {
    const m = readPresenterMessage(event.data);
    if (m?.type !== "slide") return;
    if (status) status.textContent = labels.following;
    show(m.slide);
  });
  channel?.postMessage({ type: "hello" });

  prev?.addEventListener("click", () => ask(current - 1));
  next?.addEventListener("click", () => ask(current + 1));
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const el = event.target instanceof Element ? event.target : null;
    if (controlOwnsKey(event.key, el ? { tag: el.tagName, type: el.getAttribute("type") } : null)) return;
    const n = presenterKey(event.key, current, total, { shift: event.shiftKey });
    if (n === null) return;
    event.preventDefault();
    ask(n);
  });

  // The timer: elapsed time since the window opened, pausable; shown to the second.
  let elapsedBefore = 0;
  let runningSince: number | null = performance.now();
  const elapsed = () => elapsedBefore + (runningSince === null ? 0 : performance.now() - runningSince);
  const tick = () => {
    if (time) time.textContent = formatElapsed(elapsed());
  };
  setInterval(tick, 1000);
  if (toggle) {
    toggle.disabled = false;
    toggle.addEventListener("click", () => {
      if (runningSince === null) {
        runningSince = performance.now();
        toggle.textContent = labels.pause;
      } else {
        elapsedBefore = elapsed();
        runningSince = null;
        toggle.textContent = labels.start;
      }
      tick();
    });
  }
  if (reset) {
    reset.disabled = false;
    reset.addEventListener("click", () => {
      elapsedBefore = 0;
      if (runningSince !== null) runningSince = performance.now();
      tick();
    });
  }

  show(1);
}

const root = document.querySelector<HTMLElement>("[data-notes]");
if (root) start(root);
