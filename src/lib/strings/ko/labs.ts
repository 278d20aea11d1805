/** Korean UI strings of labs: the same keys as ../en/labs.ts. */
import type { labs as en } from "../en/labs.ts";

export const labs: Record<keyof typeof en, string> = {
  "labs.indexTitle": "실습",
  "labs.indexLead":
    "fabric-model을 사용하는 짧은 TypeScript 프로그램입니다. 코드를 읽고, 페이지에서 실행하고, 고쳐서 다시 실행해 보십시오. 각 실습은 자신의 출력을 출력해야 할 내용과 비교해 확인합니다. 같은 파일을 저장소를 클론한 곳에서 Node로도 실행할 수 있습니다.",
  "labs.number": "실습 {n}",
  "labs.runInNode": "Node에서 실행:",
  "labs.runnerTitle": "실습 실행",
  "labs.codeLabel": "실습 “{title}”의 코드(TypeScript)",
  "labs.keys":
    "Tab은 들여쓰기입니다. Escape를 누른 뒤 Tab을 누르면 편집기를 벗어납니다. Ctrl+Enter(Mac에서는 ⌘+Enter)로 실행합니다.",
  "labs.run": "실행",
  "labs.stop": "중지",
  "labs.reset": "초기화",
  "labs.needsJs": "페이지에서 실습을 편집하고 실행하려면 JavaScript가 필요합니다. 코드는 위에 나와 있습니다.",
  "labs.ready": "준비됨: 실행을 누르십시오.",
  "labs.running": "실행 중…",
  "labs.badgePass": "통과",
  "labs.badgeDiffers": "불일치",
  "labs.badgeError": "오류",
  "labs.badgeStopped": "중지됨",
  "labs.pass": "출력이 기대 출력과 일치합니다({lines}줄).",
  "labs.differs": "출력이 {line}행에서 기대 출력과 다릅니다.",
  "labs.differsShort": "출력이 기대 출력이 끝나기 전인 {line}행에서 멈춥니다.",
  "labs.differsLong": "출력이 기대 출력의 끝을 지나 {line}행부터 더 이어집니다.",
  "labs.expectedLine": "기대값:",
  "labs.actualLine": "출력값:",
  "labs.noLine": "(줄 없음)",
  "labs.errorAt": "{line}행: {name}: {message}",
  "labs.errorNoLine": "{name}: {message}",
  "labs.unreadable": "코드가 읽을 수 없는 값(트랩이 예외를 던지는 Proxy)을 던져서 보여 줄 내용이 없습니다.",
  "labs.syntaxAt": "코드를 파싱할 수 없습니다. {line}행 {column}열: {message}",
  "labs.syntax": "코드를 파싱할 수 없습니다: {message}",
  "labs.syntaxUnknown": "코드를 파싱할 수 없습니다.",
  "labs.timeout": "{seconds}초 후 중지했습니다. 실습이 너무 오래 실행되었습니다(무한 루프일 수 있습니다).",
  "labs.stopped": "실습이 끝나기 전에 중지했습니다.",
  "labs.runnerFailed": "실행기를 시작하지 못했습니다: {reason}",
  "labs.goToLine": "{line}행으로 이동",
  "labs.outputTitle": "출력",
  "labs.outputEmpty": "실습이 아무것도 출력하지 않았습니다.",
  "labs.outputDropped": "나머지 {n}줄은 표시하지 않았습니다.",
  "labs.expectedTitle": "기대 출력",
  "labs.sandboxButton": "전체 Node 샌드박스에서 열기(인터넷 필요)",
  "labs.sandboxNote":
    "편집기의 코드를 WebContainer 안에서 실제 npm과 node로 실행합니다. WebContainer는 브라우저용 StackBlitz Node.js로, StackBlitz 약관에 따라 stackblitz.com에서 불러옵니다.",
  "labs.sandboxTitle": "Node 샌드박스",
  "labs.sandboxBooting":
    "Node 샌드박스를 시작하는 중입니다(인터넷에서 StackBlitz의 WebContainer를 불러오는 중)…",
  "labs.sandboxRunning": "샌드박스에서 npm run lab {name} 실행 중…",
  "labs.sandboxExited": "샌드박스 실행이 종료 코드 {code}로 끝났습니다.",
  "labs.sandboxTimeout":
    "Node 샌드박스가 {seconds}초 안에 시작되지 않았습니다. 샌드박스에는 인터넷이 필요한데, 이 컴퓨터는 인터넷에 연결되어 있지 않을 수 있습니다. 대신 페이지 안에서 실습을 실행했습니다.",
  "labs.sandboxNotIsolated":
    "Node 샌드박스는 cross-origin isolated 페이지(HTTPS나 localhost에서 COOP, COEP 헤더와 함께 제공되는 페이지)가 필요한데, 이 페이지는 그렇지 않습니다. 대신 페이지 안에서 실습을 실행했습니다.",
  "labs.sandboxUnavailable":
    "Node 샌드박스를 시작하지 못했습니다({reason}). 대신 페이지 안에서 실습을 실행했습니다.",
  "labs.sandboxFailed": "샌드박스는 시작했지만 실행에 실패했습니다: {reason}",
  "labs.sandboxCancelled": "Node 샌드박스를 중지했습니다.",
};
