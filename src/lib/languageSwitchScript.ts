/**
 * The language switch's inline script, as a string (the Content-Security-Policy lists its hash).
 * A switch link (`a[data-lang-switch]`) points at the same page in another language; this script
 * adds the current query string (figure state lives there) and the reader's place: the id of the
 * last figure (`fig-<id>`) or section anchor (`section-<n>`) above a third of the viewport where
 * the reader last stopped scrolling (400 ms), or the figure they last changed. The top of the
 * page never replaces a place, so scrolling up to the header to switch keeps it. Both languages
 * have the same figures and sections in the same order, so the other page opens at the same
 * figure, in the same state. The place a page opens at (a link's #fragment, a restored scroll) is
 * read once the first frame has painted: read as the script runs, at the end of the body, it
 * forced a layout of the whole chapter before the first paint.
 */
export const languageSwitchScript = `(()=>{const links=[...document.querySelectorAll("a[data-lang-switch]")];if(!links.length)return;const bases=links.map((a)=>a.getAttribute("href")||"");let place="";let timer;const update=()=>links.forEach((a,i)=>a.setAttribute("href",bases[i]+location.search+(place?"#"+place:"")));const here=()=>{if(window.scrollY<1)return"";const line=window.innerHeight/3;let id="";for(const el of document.querySelectorAll("figure.fab-figure[id],.section-anchor[id]")){if(el.getBoundingClientRect().top>line)break;id=el.id}return id};const record=()=>{const id=here();if(id){place=id;update()}};window.addEventListener("scroll",()=>{clearTimeout(timer);timer=setTimeout(record,400)},{passive:true});document.addEventListener("fab-state",(e)=>{const id=e.target&&e.target.getAttribute&&e.target.getAttribute("data-figure");if(id)place="fig-"+id;update()});for(const a of links)for(const type of["click","focus","pointerenter","contextmenu"])a.addEventListener(type,update);window.requestAnimationFrame(()=>setTimeout(record,0))})();`;
