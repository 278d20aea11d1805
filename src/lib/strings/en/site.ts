/** English UI strings of the site shell: navigation, home, search, embed and units pages, theme. */
export const site = {
  "site.name": "fabric-notebook",
  "site.tagline": "Learn how RDMA fabrics work by running them",
  "site.description":
    "An interactive notebook on RDMA fabrics: shared bus vs switched fabric, InfiniBand, RoCE, verbs, NCCL and distributed training, every number from a tested model.",
  "nav.home": "Home",
  "nav.chapters": "Chapters",
  "nav.search": "Search",
  "nav.measurements": "Your measurements",
  "nav.labs": "Labs",
  "nav.workshop": "Workshop",
  "nav.skip": "Skip to content",
  "nav.previous": "Previous",
  "nav.next": "Next",
  "nav.contents": "On this page",
  "nav.primary": "Site",
  "nav.menu": "Menu",
  "nav.chapterNav": "Chapter navigation",
  "theme.label": "Theme",
  "theme.auto": "Auto",
  "theme.light": "Light",
  "theme.dark": "Dark",
  "home.title": "Learn RDMA fabrics by running them",
  "home.lead":
    "Chapters in order, from why a switched fabric beats a shared bus to how the network decides distributed-training throughput. Every figure is live and every number comes from fabric-model, tested against real measurements.",
  "home.path": "The path",
  "home.chapterNumber": "Chapter {n}",
  "home.overview": "Why it matters, in five minutes",
  "overview.eyebrow": "Before chapter 1",
  "home.start": "Start reading",
  "home.figures": "{n, plural, one {# live figure} other {# live figures}}",
  "chapter.sources": "Sources",
  "chapter.summary": "In short",
  "chapter.readingTime": "{n} min read",
  "chapter.citeSource": "Source {n}",
  "search.title": "Search",
  "search.label": "Search the chapters",
  "search.button": "Search",
  "search.results": "Results for “{q}”: {n}",
  "search.none": "No chapter mentions “{q}”. Try a shorter or more general term.",
  "search.noscript": "Search needs JavaScript. Every chapter is listed on the home page.",
  "search.loading": "Loading the search index…",
  "search.failed": "The search index could not be loaded. Every chapter is listed on the home page.",
  "notFound.title": "Page not found",
  "notFound.body": "There is no page at this address. It may have moved, or the link may be mistyped.",
  "notFound.home": "Go to the chapter list",
  "embed.title": "{title} · embedded figure",
  "embed.pageTitle": "Embed a figure",
  "embed.pageLead":
    "Every figure can live in your own documentation, in any state you like, with no request to any site but this one. Use the Embed button under a figure for the snippets of its current state, or the ones below for each figure's default.",
  "embed.iframeTitle": "As an iframe",
  "embed.iframeBody":
    "Any page, wiki or CMS that allows iframes can show /embed/<figure>/. Put the figure's state in the query, plus theme=light|dark|auto, lang and controls=full|compact|none. It works in a sandboxed iframe (sandbox=\"allow-scripts\"). On load and whenever its height changes, the page posts this message to its parent: the figure's id and its height in CSS pixels, nothing else (a listener checks the type and the version):",
  "embed.listenerBody":
    'Each iframe snippet ends with this script, which sizes the iframe to its content: it takes messages from the notebook\'s origin only, and resizes only the iframe that sent them. A frame sandboxed without allow-same-origin posts from an opaque origin ("null"), which the script refuses: size such frames with a listener of your own.',
  "embed.startHeightBody":
    "A page whose policy refuses inline scripts drops the script, and the iframe keeps the height it starts at: computed for each figure so that the whole figure shows in its default state in a column {width} px wide or wider (a narrower column wraps more text and needs the script, or a taller height). There, a figure that grows when a reader changes a control scrolls inside its frame.",
  "embed.themeBody":
    "The snippets ask for theme={theme}. The figure cannot see the host page's colours, and theme=auto follows the reader's system, so on a light page a reader whose system is dark would see a dark panel. Choose dark for a dark site, and auto only for a site that itself follows the system; the Embed button under each figure offers all three.",
  "embed.componentTitle": "As a web component",
  "embed.componentBody":
    "Load /embed/fabric-figures.js once as a module; it registers every figure as an element named fab-<figure>. Attributes are the figure's state (changing one updates the figure), plus theme, lang and controls. Each figure renders in its own shadow root; its code and charting library load, all at once, when it comes within a screen of the viewport. The element exposes toSVG(), toCSV(), toPNG() and citation().",
  "embed.tokensBody": "Restyle a figure by setting any of these CSS custom properties on its element:",
  "embed.figuresTitle": "Every figure",
  "embed.attributes": "State attributes:",
  "embed.addressNote":
    "This copy of the notebook was built without SITE_URL, so the snippets below say {placeholder} where its address goes: replace it with the address the notebook is served from (https://… with no path).",
  "embed.hostsTitle": "What each kind of host page needs",
  "embed.hostStrictTitle": "A page with a strict Content-Security-Policy",
  "embed.hostStrictBody":
    "The web component needs no 'unsafe-inline' and no 'unsafe-eval': its styles are constructable stylesheets in each figure's shadow root, its links, citation and snippets point at the notebook, and it adds nothing to the page's styles or globals (only Lit's own version markers). Allow the notebook's scripts, and blob: images if readers should download PNGs:",
  "embed.hostFrameTitle": "An iframe, sandboxed or not",
  "embed.hostFrameBody":
    "Allow the frame in your policy; a sandbox of allow-scripts alone is enough (add allow-downloads for the download buttons, allow-popups for the link that opens the figure alone). The notebook lets any site frame its embed routes and no site frame its other pages; a notebook built with FABRIC_EMBED_ANCESTORS (a space-separated list of origins) lets only those sites frame them.",
  "embed.hostDocsTitle": "A docs site (VitePress, Docusaurus, Starlight)",
  "embed.hostDocsBody":
    "Load the embed kit once in every page's head and write the elements in your Markdown. On VitePress, also tell Vue that fab-* elements are custom elements, in .vitepress/config:",
} as const;
