/** English strings of the labs: the index, the lab runner and the Node sandbox action. */
import { registerStrings } from "../../i18n.ts";

export const labs = {
  "labs.indexTitle": "Labs",
  "labs.indexLead":
    "Short TypeScript programs that use fabric-model: read one, run it in the page, change it and run it again. Each lab checks its output against the output it should print. The same file runs in Node from a clone of the repository.",
  "labs.number": "Lab {n}",
  "labs.runInNode": "In Node:",
  "labs.runnerTitle": "Run the lab",
  "labs.codeLabel": "Code of the lab “{title}” (TypeScript)",
  "labs.keys": "Tab indents; Escape then Tab leaves the editor; Ctrl+Enter (⌘+Enter on a Mac) runs.",
  "labs.run": "Run",
  "labs.stop": "Stop",
  "labs.reset": "Reset",
  "labs.needsJs": "Editing and running the lab in the page needs JavaScript; the code is shown above.",
  "labs.ready": "Ready: press Run.",
  "labs.running": "Running…",
  "labs.badgePass": "Pass",
  "labs.badgeDiffers": "Differs",
  "labs.badgeError": "Error",
  "labs.badgeStopped": "Stopped",
  "labs.pass": "The output matches the expected output ({lines} lines).",
  "labs.differs": "The output differs from the expected output at line {line}.",
  "labs.differsShort": "The output stops at line {line}, before the expected output ends.",
  "labs.differsLong": "The output goes on past the end of the expected output, from line {line}.",
  "labs.expectedLine": "expected:",
  "labs.actualLine": "printed:",
  "labs.noLine": "(no line)",
  "labs.errorAt": "Line {line}: {name}: {message}",
  "labs.errorNoLine": "{name}: {message}",
  "labs.syntaxAt": "The code does not parse, line {line}, column {column}: {message}",
  "labs.syntax": "The code does not parse: {message}",
  "labs.syntaxUnknown": "The code does not parse.",
  "labs.timeout": "Stopped after {seconds} s: the lab ran too long (an endless loop?).",
  "labs.stopped": "Stopped before the lab finished.",
  "labs.runnerFailed": "The runner could not start: {reason}",
  "labs.goToLine": "Go to line {line}",
  "labs.outputTitle": "Output",
  "labs.outputEmpty": "The lab printed nothing.",
  "labs.outputDropped": "{n} more lines not shown.",
  "labs.expectedTitle": "Expected output",
  "labs.sandboxButton": "Open in a full Node sandbox (needs the internet)",
  "labs.sandboxNote":
    "Runs the code in the editor with real npm and node, in a WebContainer: StackBlitz's Node.js for the browser, loaded from stackblitz.com under StackBlitz's terms.",
  "labs.sandboxTitle": "Node sandbox",
  "labs.sandboxBooting": "Starting the Node sandbox (loading StackBlitz's WebContainer from the internet)…",
  "labs.sandboxRunning": "The sandbox is running npm run lab {name}…",
  "labs.sandboxExited": "The sandbox's run ended with exit code {code}.",
  "labs.sandboxTimeout":
    "The Node sandbox did not start within {seconds} s: it needs the internet, which this machine may not have. The lab ran in the page instead.",
  "labs.sandboxNotIsolated":
    "The Node sandbox needs a cross-origin isolated page (served with the COOP and COEP headers over HTTPS or from localhost), and this one is not. The lab ran in the page instead.",
  "labs.sandboxUnavailable": "The Node sandbox could not start ({reason}). The lab ran in the page instead.",
  "labs.sandboxFailed": "The sandbox started but the run failed: {reason}",
  "labs.sandboxCancelled": "The Node sandbox was stopped.",
} as const;

// Loading this area (with the page that uses it) makes its strings available.
registerStrings("en", labs);
