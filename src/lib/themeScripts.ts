/**
 * The site's only inline scripts, as strings: restore a saved theme before first paint, and wire
 * the theme toggle. Kept here so the Content-Security-Policy can list their hashes (no
 * 'unsafe-inline'); every other script is a file.
 */

/** Runs in <head>: applies a stored light/dark choice before the page paints. */
export const restoreThemeScript = `try{const t=localStorage.getItem("fab-theme");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch{}`;

/** Runs at the end of <body>: the toggle cycles auto, light, dark and remembers the choice. */
export const themeToggleScript = `(()=>{const b=document.getElementById("theme-toggle");if(!b)return;const labels=JSON.parse(b.dataset.labels||"{}");const order=["auto","light","dark"];const prefix=b.dataset.prefix||"";const show=t=>{const text=labels[t]||t;b.querySelector(".theme-text").textContent=text;b.setAttribute("aria-label",prefix+": "+text)};show(document.documentElement.dataset.theme||"auto");b.addEventListener("click",()=>{const c=document.documentElement.dataset.theme||"auto";const n=order[(order.indexOf(c)+1)%order.length];document.documentElement.dataset.theme=n;try{if(n==="auto")localStorage.removeItem("fab-theme");else localStorage.setItem("fab-theme",n)}catch{}show(n)})})();`;
