// The anchor of the browser benchmarks: the best any page can do on this machine and link.
import { createServer } from 'node:http';

const HERO_STYLE = `body{margin:0;font-family:sans-serif;background:#fbf7f0;color:#10402f}main{max-width:1200px;margin:auto;
padding:48px 20px;display:flex;flex-wrap:wrap;gap:32px;align-items:center}h1{font-size:48px;margin:0 0 16px}
div{flex:1 1 340px}img{width:100%;max-width:420px;height:auto;border-radius:50%}`;

const HERO = `<main><div><h1>Fresh, balanced meals, <em>ready in minutes</em></h1><p>Chef-prepared dishes made with fresh
ingredients and delivered to your door. Just heat, eat and enjoy, then skip, pause or cancel whenever you like.</p>
</div><div><img src="/hero" alt="" width="420" height="420"></div></main>`;

// With controls: the same hero between a header whose menu is a plain <details> and a footer with a link, the
// controls a page can answer with no script at all.
const CONTROLS_STYLE = `header{display:flex;justify-content:flex-end;padding:12px 20px}details{position:relative}
summary{list-style:none;cursor:pointer;padding:8px 12px;border:1px solid #10402f;border-radius:8px}
details nav{position:absolute;right:0;background:#fff;padding:12px 20px;box-shadow:0 4px 16px #0003}
footer{padding:24px 20px}`;
const MENU = `<header><details><summary aria-label="Open menu">Menu</summary><nav aria-label="Mobile" role="dialog">
<a href="/meals">Menu</a></nav></details></header>`;
const FOOTER = `<footer><nav aria-label="Support"><a href="/faq">FAQs</a></nav></footer>`;
const FAQ_PAGE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>FAQs</title></head>
<body><main><h1>Frequently asked questions</h1></main></body></html>`;

function heroPage(withControls) {
  const style = withControls ? HERO_STYLE + CONTROLS_STYLE : HERO_STYLE;
  const body = withControls ? MENU + HERO + FOOTER : HERO;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Mealbox</title>
<style>${style}</style></head>
<body>${body}</body></html>`;
}

/**
 * A plain static HTML page with the home page's hero heading, text and first hero picture (fetched from `site`
 * now, so it is the same image), with no script, served by a bare node:http server on `port` (0: any free one).
 * `withControls` adds a <details> menu and a footer link to a plain /faq page (the first-interaction benchmark);
 * without it the page is exactly the first-visit benchmark's.
 */
export async function startAnchor(site, { port = 0, withControls = false } = {}) {
  const meals = await (await fetch(`${site}/api/meals/`)).json();
  const list = Array.isArray(meals) ? meals : meals.results;
  const imageResponse = await fetch(new URL(list[0].image, site));
  const image = Buffer.from(await imageResponse.arrayBuffer());
  const imageType = imageResponse.headers.get('content-type') ?? 'image/png';
  const html = heroPage(withControls);
  const server = createServer((req, res) => {
    if (req.url === '/hero') res.writeHead(200, { 'Content-Type': imageType }).end(image);
    else if (withControls && req.url === '/faq')
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(FAQ_PAGE);
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}
