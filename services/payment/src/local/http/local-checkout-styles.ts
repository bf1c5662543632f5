import { createHash } from 'node:crypto';

/**
 * The hosted checkout page's styles, in the site's colours and type (web-kit's tokens, text pairs at WCAG AA).
 * Served inline and allowed by hash in the page's Content-Security-Policy, so the page needs no other request and
 * runs no script at all.
 */
export const CHECKOUT_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#fdfaf5;color:#18211d;font:1.0625rem/1.6 'DM Sans',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;-webkit-font-smoothing:antialiased}
a{color:#17604a;text-underline-offset:.18em}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1d6fd6;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem 1rem;z-index:1}
header{background:#0e3a2b;color:#fdfaf5}
.bar{max-width:980px;margin:0 auto;padding:1rem clamp(1rem,.5rem + 2.5vw,2rem);display:flex;align-items:center;gap:.75rem}
.brand{font:600 1.35rem/1 Fraunces,Georgia,'Times New Roman',serif;letter-spacing:-.01em}
.secure{margin-left:auto;display:flex;align-items:center;gap:.4rem;font-size:.9375rem;color:#c9e2d5}
main{max-width:980px;margin:0 auto;padding:2rem clamp(1rem,.5rem + 2.5vw,2rem) 3rem;display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:820px){main{grid-template-columns:minmax(0,5fr) minmax(0,6fr);align-items:start}}
h1,h2{margin:0;font-family:Fraunces,Georgia,'Times New Roman',serif;font-weight:600;line-height:1.12;color:#0b2b20}
h1{font-size:clamp(1.5rem,1.2rem + 1.2vw,2rem)}
h2{font-size:1.25rem}
p{margin:0}
.panel{background:#fff;border:1px solid #e5dccd;border-radius:22px;padding:clamp(1.25rem,1rem + 1vw,2rem);box-shadow:0 1px 2px rgb(24 33 29/6%),0 2px 6px rgb(24 33 29/5%)}
.summary{background:#f1f7f3;border-color:#c9e2d5}
.summary dl{margin:1.25rem 0 0;display:grid;gap:.6rem}
.row{display:flex;justify-content:space-between;gap:1rem}
.row dt{color:#4f5d56}.row dd{margin:0;font-weight:600;text-align:right}
.total{border-top:1px solid #c9e2d5;padding-top:.8rem;margin-top:.2rem;font-size:1.25rem}
.total dt{color:#0b2b20;font-weight:700}
.muted{color:#4f5d56;font-size:.9375rem}
.spaced{margin-top:1rem}.lead{margin-top:.4rem}
.test{margin-top:1.25rem;background:#fdf0d8;border:1px solid #fbdca6;border-radius:14px;padding:.85rem 1rem;color:#8a4b00;font-size:.9375rem}
.test strong{color:#0b2b20}
form{display:grid;gap:1.1rem;margin-top:1.25rem}
.field{display:grid;gap:.35rem}
.pair{display:grid;gap:1rem;grid-template-columns:1fr 1fr}
label{font-weight:600;font-size:.9375rem}
.hint{color:#4f5d56;font-size:.8125rem}
input{width:100%;min-height:48px;padding:.7rem .9rem;border:1.5px solid #857a69;border-radius:8px;background:#fff;color:#18211d;font:inherit;font-variant-numeric:tabular-nums}
input[aria-invalid=true]{border-color:#b13a24;box-shadow:0 0 0 1px #b13a24}
.error{color:#b13a24;font-size:.9375rem;font-weight:600}
.alert{border-radius:14px;padding:.9rem 1rem;background:#fbe7e2;color:#b13a24;border:1px solid #f2c4b9}
.alert ul{margin:.4rem 0 0;padding-left:1.2rem}
.alert a{color:#b13a24}
.pay{min-height:52px;border:0;border-radius:999px;background:#17604a;color:#fff;font-family:inherit;font-size:1.0625rem;font-weight:700;line-height:1.2;cursor:pointer;padding:.8rem 1.5rem}
.pay:hover{background:#124a37}
.cancel{justify-self:center;font-weight:600}
.notice{display:grid;gap:1rem;text-align:center;justify-items:center;grid-column:1/-1;max-width:36rem;margin:0 auto}
.notice .button{display:inline-flex;min-height:48px;align-items:center;padding:.7rem 1.5rem;border-radius:999px;background:#17604a;color:#fff;font-weight:700;text-decoration:none}
footer{max-width:980px;margin:0 auto;padding:0 clamp(1rem,.5rem + 2.5vw,2rem) 2rem;color:#4f5d56;font-size:.8125rem}
`;

/** The CSP source that allows exactly these styles. */
export const CHECKOUT_CSS_HASH = `'sha256-${createHash('sha256').update(CHECKOUT_CSS).digest('base64')}'`;
