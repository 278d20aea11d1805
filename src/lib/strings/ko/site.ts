/** Korean UI strings of site: the same keys as ../en/site.ts. */
import type { site as en } from "../en/site.ts";

export const site: Record<keyof typeof en, string> = {
  "site.name": "fabric-notebook",
  "site.tagline": "직접 돌려 보며 배우는 RDMA 패브릭",
  "site.description":
    "RDMA 패브릭을 다루는 인터랙티브 노트북입니다. 공유 버스와 스위치드 패브릭, InfiniBand, RoCE, verbs, NCCL, 분산 학습까지 다루며, 모든 수치는 테스트를 거친 모델에서 나옵니다.",
  "nav.home": "홈",
  "nav.chapters": "챕터",
  "nav.search": "검색",
  "nav.measurements": "내 측정값",
  "nav.labs": "실습",
  "nav.workshop": "워크숍",
  "nav.skip": "본문으로 건너뛰기",
  "nav.previous": "이전",
  "nav.next": "다음",
  "nav.contents": "이 페이지의 내용",
  "nav.primary": "사이트",
  "nav.chapterNav": "챕터 탐색",
  "theme.label": "테마",
  "theme.auto": "자동",
  "theme.light": "라이트",
  "theme.dark": "다크",
  "home.title": "직접 돌려 보며 배우는 RDMA 패브릭",
  "home.lead":
    "스위치드 패브릭이 공유 버스보다 나은 이유부터 네트워크가 분산 학습 처리량을 좌우하는 방식까지, 챕터를 순서대로 따라갑니다. 모든 그림은 직접 조작할 수 있고, 모든 수치는 실제 측정값으로 검증한 fabric-model에서 나옵니다.",
  "home.path": "학습 경로",
  "home.chapterNumber": "{n}장",
  "home.start": "읽기 시작",
  "home.figures": "인터랙티브 그림 {n}개",
  "chapter.sources": "출처",
  "chapter.summary": "요약",
  "chapter.readingTime": "읽는 데 {n}분",
  "chapter.citeSource": "출처 {n}",
  "search.title": "검색",
  "search.label": "챕터 검색",
  "search.button": "검색",
  "search.results": "“{q}” 검색 결과: {n}건",
  "search.none": "“{q}”에 관한 챕터가 없습니다. 더 짧거나 일반적인 검색어로 다시 시도하십시오.",
  "search.noscript": "검색에는 JavaScript가 필요합니다. 모든 챕터는 홈 페이지에 나와 있습니다.",
  "search.loading": "검색 색인을 불러오는 중…",
  "search.failed": "검색 색인을 불러오지 못했습니다. 모든 챕터는 홈 페이지에 나와 있습니다.",
  "notFound.title": "페이지를 찾을 수 없습니다",
  "notFound.body": "이 주소에는 페이지가 없습니다. 페이지가 옮겨졌거나 링크가 잘못 입력되었을 수 있습니다.",
  "notFound.home": "챕터 목록으로 이동",
  "embed.title": "{title} · 임베드된 그림",
  "embed.pageTitle": "그림 임베드하기",
  "embed.pageLead":
    "모든 그림은 원하는 상태 그대로 여러분의 문서에 넣을 수 있으며, 이 사이트 말고는 어디에도 요청을 보내지 않습니다. 현재 상태의 스니펫은 그림 아래의 임베드 버튼에서, 각 그림의 기본 상태 스니펫은 아래에서 얻을 수 있습니다.",
  "embed.iframeTitle": "iframe으로",
  "embed.iframeBody":
    'iframe을 허용하는 페이지, 위키, CMS라면 어디서든 /embed/<figure>/를 보여 줄 수 있습니다. 그림의 상태를 쿼리에 넣고 theme=light|dark|auto, lang, controls=full|compact|none을 덧붙이십시오. 샌드박스 iframe(sandbox="allow-scripts")에서도 동작합니다. 높이가 바뀔 때마다 페이지는 부모 창에 다음 메시지를 보냅니다:',
  "embed.listenerBody": "iframe 크기를 내용에 맞추려면 이 메시지를 받아 처리하십시오:",
  "embed.componentTitle": "웹 컴포넌트로",
  "embed.componentBody":
    "/embed/fabric-figures.js를 모듈로 한 번 불러오면 모든 그림이 fab-<figure>라는 이름의 요소로 등록됩니다. 속성은 그림의 상태이며(속성 하나를 바꾸면 그림이 갱신됩니다), theme, lang, controls도 쓸 수 있습니다. 각 그림은 자체 shadow root에 렌더링되고, 그림 코드와 차트 라이브러리는 처음 쓰일 때 로드됩니다. 요소는 toSVG(), toCSV(), toPNG(), citation()을 제공합니다.",
  "embed.tokensBody": "요소에 다음 CSS 사용자 지정 속성을 설정하면 그림의 스타일을 바꿀 수 있습니다:",
  "embed.figuresTitle": "전체 그림",
  "embed.attributes": "상태 속성:",
  "embed.addressNote":
    "이 노트북은 SITE_URL 없이 빌드되었으므로 아래 스니펫에는 주소가 들어갈 자리에 {placeholder}가 적혀 있습니다. 노트북을 제공하는 주소(경로 없이 https://…)로 바꾸십시오.",
  "embed.hostsTitle": "호스트 페이지 종류별로 필요한 것",
  "embed.hostStrictTitle": "엄격한 Content-Security-Policy를 쓰는 페이지",
  "embed.hostStrictBody":
    "웹 컴포넌트에는 'unsafe-inline'도 'unsafe-eval'도 필요 없습니다. 스타일은 각 그림의 shadow root에 있는 구성 가능한 스타일시트이고, 링크와 인용과 스니펫은 노트북을 가리키며, 페이지의 스타일이나 전역 변수에는 아무것도 더하지 않습니다(Lit 자체의 버전 표시만 예외). 노트북의 스크립트를 허용하고, 독자가 PNG를 내려받게 하려면 blob: 이미지도 허용하십시오:",
  "embed.hostFrameTitle": "iframe(샌드박스 여부와 무관)",
  "embed.hostFrameBody":
    "정책에서 이 프레임을 허용하십시오. 샌드박스는 allow-scripts 하나로 충분합니다(내려받기 버튼에는 allow-downloads, 그림만 따로 여는 링크에는 allow-popups를 더하십시오). 노트북은 임베드 경로는 어느 사이트든 프레임에 넣을 수 있게 하고, 다른 페이지는 어느 사이트도 넣지 못하게 합니다. FABRIC_EMBED_ANCESTORS(공백으로 구분한 출처 목록)를 주고 빌드한 노트북은 그 사이트들만 허용합니다.",
  "embed.hostDocsTitle": "문서 사이트(VitePress, Docusaurus, Starlight)",
  "embed.hostDocsBody":
    "임베드 키트를 모든 페이지의 head에서 한 번 불러오고, Markdown에 요소를 쓰십시오. VitePress에서는 .vitepress/config에서 fab-* 요소가 사용자 지정 요소라고 Vue에 알려 주어야 합니다:",
};
