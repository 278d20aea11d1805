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
  "nav.menu": "메뉴",
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
  "home.overview": "5분 개요: 왜 중요한가",
  "overview.eyebrow": "1장에 앞서",
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
    'iframe을 허용하는 페이지, 위키, CMS라면 어디서든 /embed/<figure>/를 보여 줄 수 있습니다. 그림의 상태를 쿼리에 넣고 theme=light|dark|auto, lang, controls=full|compact|none을 덧붙이십시오. 샌드박스 iframe(sandbox="allow-scripts")에서도 동작합니다. 페이지는 로드될 때와 높이가 바뀔 때마다 부모 창에 다음 메시지를 보냅니다. 그림의 id와 CSS 픽셀 단위 높이만 담으며, 받는 쪽은 type과 version을 확인합니다:',
  "embed.listenerBody":
    'iframe 스니펫은 모두 이 스크립트로 끝납니다. 이 스크립트는 iframe 크기를 내용에 맞춥니다. 노트북의 오리진에서 온 메시지만 받고, 메시지를 보낸 iframe만 크기를 바꿉니다. allow-same-origin 없이 샌드박스된 프레임은 불투명한 오리진("null")에서 메시지를 보내므로 이 스크립트가 받지 않습니다. 그런 프레임은 직접 만든 리스너로 크기를 맞추십시오.',
  "embed.startHeightBody":
    "인라인 스크립트를 거부하는 정책의 페이지에서는 스크립트가 실행되지 않고, iframe은 처음 높이를 유지합니다. 이 높이는 그림마다 계산되어, 폭이 {width}px 이상인 단에서 기본 상태의 그림 전체가 보입니다(더 좁은 단은 글이 더 많이 줄바꿈되므로 스크립트나 더 큰 높이가 필요합니다). 그런 페이지에서 독자가 컨트롤을 바꿔 그림이 커지면 프레임 안에서 스크롤됩니다.",
  "embed.themeBody":
    "스니펫은 theme={theme}를 요청합니다. 그림은 호스트 페이지의 색을 알 수 없고, theme=auto는 독자의 시스템 설정을 따르므로, 밝은 페이지에서도 시스템이 다크 모드인 독자에게는 어두운 패널이 보입니다. 어두운 사이트라면 dark를, 사이트 자체가 시스템 설정을 따를 때만 auto를 고르십시오. 각 그림 아래의 임베드 버튼에서 세 가지를 모두 고를 수 있습니다.",
  "embed.componentTitle": "웹 컴포넌트로",
  "embed.componentBody":
    "/embed/fabric-figures.js를 모듈로 한 번 불러오면 모든 그림이 fab-<figure>라는 이름의 요소로 등록됩니다. 속성은 그림의 상태이며(속성 하나를 바꾸면 그림이 갱신됩니다), theme, lang, controls도 쓸 수 있습니다. 각 그림은 자체 shadow root에 렌더링되고, 그림 코드와 차트 라이브러리는 그림이 화면에서 한 화면 거리 안에 들어올 때 한꺼번에 로드됩니다. 요소는 toSVG(), toCSV(), toPNG(), citation()을 제공합니다.",
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
