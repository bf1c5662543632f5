/**
 * Flat-style illustrations of dishes, drawn as standalone SVG so that seeded meals have a picture before staff upload
 * a photograph. Pure and deterministic: the same name and style always give the same bytes. Small details (the
 * backdrop shape, tableware colour, where pieces and garnish fall) vary with a hash of the name, so a menu of many
 * meals does not look like one picture repeated. No text, no fonts, no external references.
 */

/** The vessel or shape a dish is shown in. */
export type MealDishKind = 'bowl' | 'plate' | 'glass' | 'mug' | 'stack' | 'jar' | 'slice' | 'board';

/** What is scattered on top of the food. */
export type MealGarnishKind =
  'herbs' | 'mint' | 'seeds' | 'berries' | 'citrus' | 'lemon' | 'lime' | 'swirl' | 'chilli' | 'dust' | 'none';

export interface MealArtworkStyle {
  dish: MealDishKind;
  /**
   * 2-4 food colours (#rgb or #rrggbb). What each one paints depends on the dish:
   * - bowl: sauce or soup, chunks, smaller pieces, a heap to one side (rice, mash, couscous); three or more heap up;
   * - plate: the main piece, the side (potatoes, rice, mash), the vegetables, a sauce under the main piece;
   * - glass / mug: the drink, the top layer or foam, a bottom layer;
   * - stack: the pancakes, the syrup or topping, fruit or butter on top;
   * - jar: layers from the bottom up;
   * - slice: the sponge or filling, the top, a stripe through the middle, a base;
   * - board: round bites, long bites (sticks, rolls), the dip; a fourth colour alternates with the round bites.
   */
  palette: readonly string[];
  garnish: MealGarnishKind;
  /** Plate only: how many main pieces (1 fillet; 2-3 fishcakes, koftas or sausages; 4-6 a lumpy heap). Default 1. */
  portions?: number;
  /** Plate only: char lines across the main pieces. Default false. */
  grilled?: boolean;
}

const WIDTH = 640;
const HEIGHT = 480;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FALLBACK = ['#d9a066', '#7fb069'];
const LIGHT_WARE = ['#ffffff', '#f7f2ea', '#eef2f3', '#f4ede3', '#e8efe9'];
const BOLD_WARE = ['#2f4858', '#3e5c50', '#b8643f', '#5b6f8a', '#ffffff', '#f4ede3'];
const WOOD = ['#c8955a', '#b98550', '#d3a46c'];
const STRAWS = ['#ef6f6c', '#5aa9a4', '#f2c14e', '#ffffff'];

type Rng = () => number;

interface Ctx {
  rnd: Rng;
  p: string[];
  /** The most colourful food colour, which tints the backdrop. */
  tint: string;
  garnish: MealGarnishKind;
  portions: number;
  grilled: boolean;
  id: string;
}

export function renderMealArtwork(name: string, style: MealArtworkStyle): string {
  const seed = hash(`${name}\u0000${style.dish}`);
  const colours = style.palette
    .filter((c) => HEX.test(c))
    .map(expand)
    .slice(0, 4);
  const p = colours.length >= 2 ? colours : [...colours, ...FALLBACK].slice(0, 2);
  const tint = p.reduce((best, colour) => (chroma(colour) > chroma(best) ? colour : best));
  const ctx: Ctx = {
    rnd: rng(seed),
    p,
    tint,
    garnish: style.garnish,
    portions: style.portions ?? 1,
    grilled: style.grilled ?? false,
    id: `a${seed.toString(36)}`,
  };
  const background = backdrop(ctx);
  const body = (DISHES[style.dish] ?? plate)(ctx);
  // Dishes are drawn on a 640 x 480 grid centred a little low; this lifts and enlarges them to fill the card.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    background +
    `<g transform="matrix(1.1 0 0 1.1 -32 -46)">${body}</g>` +
    '</svg>'
  );
}

const DISHES: Record<MealDishKind, (c: Ctx) => string> = {
  bowl,
  plate,
  glass,
  mug,
  stack,
  jar,
  slice,
  board,
};

// ---------------------------------------------------------------------------------------------------------------
// Backdrop

function backdrop(c: Ctx): string {
  const tint = c.tint;
  const bg = mix(tint, '#fffaf3', 0.84);
  const halo = mix(tint, '#fffaf3', 0.7);
  // An organic blob behind the dish.
  const d = blob(wobbly(c.rnd, 320, 248, 236, 200, 0.1, 8), 0);
  // A few soft confetti dots and leaves in the corners.
  const accent = mix(c.p.find((colour) => colour !== tint) ?? tint, '#fffaf3', 0.45);
  let dots = '';
  let leaves = '';
  const spots: Array<[number, number]> = [
    [60, 70],
    [580, 80],
    [70, 410],
    [575, 405],
    [140, 40],
    [500, 445],
  ];
  for (const [x, y] of spots) {
    const jx = x + between(c.rnd, -30, 30);
    const jy = y + between(c.rnd, -20, 20);
    if (c.rnd() < 0.5) dots += dot(jx, jy, between(c.rnd, 4, 9));
    else leaves += leaf(jx, jy, between(c.rnd, 18, 28), 6, c.rnd() * Math.PI);
  }
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${bg}"/>` +
    path(d, halo) +
    path(dots, accent, ' opacity=".7"') +
    path(leaves, mix('#7fb069', '#fffaf3', 0.35), ' opacity=".6"')
  );
}

function shadow(c: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  return path(ell(cx, cy, rx, ry), mix(c.tint, '#3b2a20', 0.55), ' opacity=".18"');
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes

function bowl(c: Ctx): string {
  const [base, ...rest] = c.p as [string, ...string[]];
  const ware = pick(c.rnd, BOLD_WARE);
  const body = shade(ware, 0.1);
  let s = shadow(c, 320, 396, 196, 26);
  s += path(ell(320, 392, 64, 12), shade(ware, 0.25));
  s += path('M138 232C144 340 226 394 320 394C414 394 496 340 502 232Z', body);
  s += path('M502 232C496 340 414 394 320 394C392 380 462 334 474 232Z', shade(ware, 0.2), ' opacity=".5"');
  if (c.rnd() < 0.6) {
    const band = pick(c.rnd, ['#c8553d', '#2f6f8f', '#7a9e7e', '#e0b84c']);
    s += stroke('M156 292C196 332 258 350 320 350C382 350 444 332 484 292', band, 6, ' opacity=".8"');
  }
  s += path(ell(320, 232, 182, 52), ware);
  s += path(ell(320, 238, 164, 42), shade(base, 0.22));
  s += path(ell(320, 243, 160, 38), base);
  const [chunks, bits, heap] = rest;
  const side = c.rnd() < 0.5 ? 1 : -1;
  if (bits) s += path('M176 250Q320 146 464 250Z', mix(base, '#ffffff', 0.06));
  s += path(ell(284, 234, 72, 12), mix(base, '#ffffff', 0.2), ' opacity=".5"');
  if (heap) {
    const mound = wobbly(c.rnd, 320 + side * 62, 226, 82, 30, 0.08, 8);
    s += path(blob(mound, 8), shade(heap, 0.18)) + path(blob(mound, 0), heap);
    let grains = '';
    for (const [x, y] of spread(c.rnd, 320 + side * 62, 222, 62, 20, 12, 12)) {
      grains += leaf(x, y, 9, 2.5, between(c.rnd, -0.6, 0.6));
    }
    s += path(grains, mix(heap, '#ffffff', 0.45));
  }
  const px = heap ? 320 - side * 52 : 320;
  const prx = heap ? 78 : 116;
  if (chunks)
    s += pucks(spread(c.rnd, px, 228, prx, 22, bits ? 5 : 4, 40), chunks, bits ? 21 : 17, bits ? 15 : 12);
  if (bits) s += pucks(spread(c.rnd, px, 232, prx + 10, 24, 6, 26), bits, 12, 8);
  s += garnish(c, 320, 226, 104, 22);
  // The front lip hides whatever sits behind it.
  s += path('M138 232A182 52 0 0 0 502 232L484 238A164 42 0 0 1 156 238Z', ware);
  s += stroke('M170 262Q320 300 470 262', '#ffffff', 3, ' opacity=".35"');
  return s;
}

const PORTION_SIZE = [1, 0.62, 0.5, 0.42, 0.4, 0.38];
const PORTION_OFFSETS: Array<Array<[number, number]>> = [
  [
    [-40, -8],
    [40, 8],
  ],
  [
    [-54, -10],
    [0, 10],
    [54, -6],
  ],
];

function plate(c: Ctx): string {
  const [main, side, veg, sauce] = c.p;
  const ware = pick(c.rnd, LIGHT_WARE);
  let s = shadow(c, 320, 382, 240, 36);
  s += path(ell(320, 306, 236, 86), shade(ware, 0.12));
  s += path(ell(320, 300, 234, 82), ware);
  s += path(ell(320, 306, 176, 60), shade(ware, 0.07));
  s += path(ell(320, 309, 172, 56), ware);
  const flip = c.rnd() < 0.5 ? 1 : -1;
  const mx = 320 - flip * 40;
  if (sauce) s += path(ell(mx + 6, 310, 116, 36), sauce);
  if (side) {
    const pts = spread(c.rnd, 320 + flip * 92, 284, 46, 20, 6, 26);
    s += pucks(pts, side, 26, 18);
  }
  const portions = Number.isFinite(c.portions) ? Math.min(6, Math.max(1, Math.round(c.portions))) : 1;
  const size = PORTION_SIZE[portions - 1]!;
  // One fillet, two or three pieces side by side, or a lumpy heap.
  const centres: Array<[number, number]> =
    portions === 1
      ? [[mx, 290]]
      : portions <= 3
        ? PORTION_OFFSETS[portions - 2]!.map(([dx, dy]) => [mx + dx, 290 + dy])
        : spread(c.rnd, mx, 294, 50, 16, portions, 46);
  let marks = '';
  for (const [x, y] of centres.sort((a, b) => a[1] - b[1])) {
    const outline = wobbly(c.rnd, x, y, 100 * size, 40 * size, portions > 3 ? 0.18 : 0.08, 9);
    s += path(blob(outline, 14 * Math.sqrt(size)), shade(main!, 0.28)) + path(blob(outline, 0), main!);
    s += path(
      ell(x - 26 * size, y - 10 * size, 44 * size, 12 * size),
      mix(main!, '#ffffff', 0.25),
      ' opacity=".7"',
    );
    if (c.grilled) {
      for (let i = -1; i <= 1; i++) {
        marks += `M${n(x + (i * 34 - 16) * size)} ${n(y - 18 * size)}l${n(32 * size)} ${n(38 * size)}`;
      }
    }
  }
  s += stroke(marks, shade(main!, 0.35), 6, ' opacity=".55"');
  if (veg) {
    let sticks = '';
    let under = '';
    const count = 5 + Math.floor(c.rnd() * 3);
    for (let i = 0; i < count; i++) {
      const x = 320 + flip * 40 + (i - count / 2) * 22 + between(c.rnd, -4, 4);
      const y = 340 + between(c.rnd, -8, 8);
      const a = between(c.rnd, -0.5, 0.5);
      const dx = Math.sin(a) * 24;
      const dy = Math.cos(a) * 12;
      sticks += `M${n(x - dx)} ${n(y - dy)}L${n(x + dx)} ${n(y + dy)}`;
      under += `M${n(x - dx + 2)} ${n(y - dy + 4)}L${n(x + dx + 2)} ${n(y + dy + 4)}`;
    }
    s += stroke(under, shade(veg, 0.3), 12) + stroke(sticks, veg, 12);
  }
  s += garnish(c, mx, 286, 62, 18);
  return s;
}

function glass(c: Ctx): string {
  const [drink, top, bottom] = c.p;
  const left = (y: number) => 246 + ((y - 118) * 16) / 274;
  const right = (y: number) => 394 - ((y - 118) * 16) / 274;
  const band = (y1: number, y2: number, wave: number) =>
    `M${n(left(y1))} ${y1}Q${n(320 - 36)} ${y1 + wave} 320 ${y1}T${n(right(y1))} ${y1}L${n(right(y2))} ${y2}` +
    `Q320 ${y2 + 12} ${n(left(y2))} ${y2}Z`;
  let s = shadow(c, 320, 398, 124, 16);
  if (['berries', 'citrus', 'lemon', 'lime'].includes(c.garnish)) s += garnish(c, 196, 384, 40, 8);
  s += path('M246 118L394 118L378 392Q320 404 262 392Z', '#ffffff', ' opacity=".45"');
  s += path(band(150, 390, 0), drink!);
  if (bottom) s += path(band(318, 390, 8), bottom);
  if (top) s += path(band(150, 188, 0), top);
  s += path(ell(320, 150, (right(150) - left(150)) / 2, 11), mix(top ?? drink!, '#ffffff', 0.2));
  const straw = pick(c.rnd, STRAWS);
  const tilt = between(c.rnd, 26, 52);
  s += stroke(`M340 152L${n(340 + tilt)} 58`, shade(straw, 0.15), 14);
  s += stroke(`M336 150L${n(336 + tilt)} 58`, straw, 6, ' opacity=".9"');
  s += garnish(c, 314, 142, 40, 8);
  s += path('M262 136L276 136L288 372L276 376Z', '#ffffff', ' opacity=".45"');
  s += stroke('M246 118L262 392Q320 404 378 392L394 118', '#ffffff', 5, ' opacity=".85"');
  s += path(ell(320, 118, 74, 10), 'none', ' stroke="#ffffff" stroke-width="4" opacity=".9"');
  return s;
}

function mug(c: Ctx): string {
  const [drink, foam] = c.p;
  const saucer = pick(c.rnd, LIGHT_WARE);
  const cup = pick(c.rnd, BOLD_WARE);
  let s = shadow(c, 320, 398, 176, 24);
  s += path(ell(320, 388, 166, 38), shade(saucer, 0.1));
  s += path(ell(320, 384, 164, 36), saucer);
  s += path(ell(320, 382, 104, 20), shade(saucer, 0.08));
  s += stroke('M404 240C470 236 470 330 394 326', shade(cup, 0.12), 20);
  s += path('M224 200L236 330Q242 376 320 376Q398 376 404 330L416 200Z', cup);
  s += path('M416 200L404 330Q398 376 320 376Q380 360 386 320L392 200Z', shade(cup, 0.18), ' opacity=".45"');
  s += path(ell(320, 200, 96, 24), mix(cup, '#ffffff', 0.3));
  s += path(ell(320, 203, 86, 19), drink!);
  if (foam) {
    s += path(ell(322, 205, 66, 14), foam);
    s += path(
      'M322 212C300 200 300 190 314 194C318 195 320 198 322 200C324 198 326 195 330 194C344 190 344 200 322 212Z',
      drink!,
      ' opacity=".55"',
    );
  }
  let steam = '';
  for (const x of [290, 322, 354]) {
    const h = between(c.rnd, 40, 64);
    steam += `M${x} 168c-14 ${n(-h / 3)} 14 ${n((-h * 2) / 3)} 0 ${n(-h)}`;
  }
  s += stroke(steam, '#ffffff', 7, ' opacity=".75"');
  s += garnish(c, 320, 202, 50, 10);
  return s;
}

function stack(c: Ctx): string {
  const [cake, syrup, fruit] = c.p;
  const ware = pick(c.rnd, LIGHT_WARE);
  let s = shadow(c, 320, 396, 216, 28);
  s += path(ell(320, 364, 214, 66), shade(ware, 0.1));
  s += path(ell(320, 360, 212, 64), ware);
  s += path(ell(320, 366, 156, 44), shade(ware, 0.06));
  const layers = 3 + (c.rnd() < 0.5 ? 1 : 0);
  const rx = 126;
  const ry = 38;
  const t = 24;
  let top = 0;
  let cx = 320;
  for (let i = 0; i < layers; i++) {
    cx = 320 + between(c.rnd, -7, 7);
    const cy = 346 - i * 27;
    const bulge = `${n(t * 0.5)} ${n(t / 2)} 0 0 0`;
    s += path(
      `M${n(cx - rx)} ${cy}a${bulge} 0 ${t}A${rx} ${ry} 0 0 0 ${n(cx + rx)} ${cy + t}a${bulge} 0 ${-t}Z`,
      shade(cake!, i % 2 ? 0.16 : 0.22),
    );
    s += stroke(
      `M${n(cx - rx + 6)} ${cy + 14}A${rx} ${ry} 0 0 0 ${n(cx + rx - 6)} ${cy + 14}`,
      mix(cake!, '#ffffff', 0.15),
      3,
      ' opacity=".6"',
    );
    s += path(ell(cx, cy, rx, ry), cake!);
    top = cy;
  }
  s += path(ell(cx + 4, top + 2, 86, 22), shade(cake!, 0.12), ' opacity=".6"');
  if (syrup) {
    s += path(ell(cx, top, 92, 26), syrup);
    let drips = '';
    for (const dx of [-62, -18, 30, 70]) {
      if (c.rnd() < 0.75) drips += `M${n(cx + dx)} ${n(top + 18)}v${n(between(c.rnd, 18, 50))}`;
    }
    s += stroke(drips, syrup, 14);
    s += path(ell(cx - 30, top - 8, 30, 7), '#ffffff', ' opacity=".35"');
  }
  if (fruit) s += pucks(spread(c.rnd, cx, top - 4, 60, 14, 3, 30), fruit, 16, 11);
  s += garnish(c, cx, top - 2, 72, 16);
  return s;
}

function jar(c: Ctx): string {
  const ware = '#ffffff';
  let s = shadow(c, 320, 402, 132, 18);
  s += `<clipPath id="${c.id}"><rect x="238" y="158" width="164" height="238" rx="30"/></clipPath>`;
  let layers = '';
  const count = c.p.length;
  const bottom = 400;
  const surface = 196;
  const step = (bottom - surface - 20) / count;
  // Top layer first, each following one drawn over the lower part of the one before.
  for (let i = count - 1; i >= 0; i--) {
    const y = bottom - 20 - step * (i + 1) + step * 0.1 * (count - 1 - i);
    const top = i === count - 1 ? surface : Math.round(y);
    const w = i === count - 1 ? 0 : between(c.rnd, 6, 12);
    layers += path(`M230 ${top}Q280 ${n(top - w)} 320 ${top}T410 ${top}V${bottom}H230Z`, c.p[i]!);
  }
  s += `<g clip-path="url(#${c.id})">${layers}</g>`;
  const last = c.p[count - 1]!;
  s += path(ell(320, surface, 82, 12), mix(last, '#ffffff', 0.15));
  if (c.rnd() < 0.5) s += stroke('M352 198L426 96', '#c9ced6', 10) + stroke('M356 194L428 94', '#eef1f4', 3);
  s += garnish(c, 320, surface - 4, 58, 10);
  s += path('M252 186L264 186L268 372L256 366Z', ware, ' opacity=".45"');
  const edge = mix(c.tint, '#5a4a40', 0.35);
  s += `<rect x="236" y="156" width="168" height="242" rx="32" fill="none" stroke="${edge}" stroke-width="2" opacity=".35"/>`;
  s += `<rect x="238" y="158" width="164" height="238" rx="30" fill="none" stroke="${ware}" stroke-width="5" opacity=".85"/>`;
  s += `<rect x="230" y="146" width="180" height="20" rx="9" fill="${ware}" opacity=".6" stroke="${edge}" stroke-opacity=".3"/>`;
  return s;
}

function slice(c: Ctx): string {
  const [sponge, topping, stripe, base] = c.p;
  const ware = pick(c.rnd, LIGHT_WARE);
  let s = shadow(c, 320, 398, 220, 28);
  s += path(ell(320, 364, 218, 68), shade(ware, 0.1));
  s += path(ell(320, 360, 216, 66), ware);
  s += path(ell(320, 366, 160, 46), shade(ware, 0.06));
  const h = 84;
  const T: [number, number] = [188, 322];
  const R: [number, number] = [456, 292];
  const B: [number, number] = [404, 232];
  const at = (f: number) => `${T[0]} ${n(T[1] + h * f)}L${R[0]} ${n(R[1] + h * f)}`;
  const stripeBand = (f1: number, f2: number, colour: string) =>
    path(`M${at(f1)}L${R[0]} ${n(R[1] + h * f2)}L${T[0]} ${n(T[1] + h * f2)}Z`, colour);
  s += path(
    `M${xy(R)}Q470 252 ${xy(B)}V${B[1] + h}Q470 ${252 + h} ${R[0]} ${R[1] + h}Z`,
    shade(sponge!, 0.22),
  );
  s += stripeBand(0, 1, sponge!);
  if (stripe) {
    s += stripeBand(0.38, 0.48, stripe);
    if (!base) s += stripeBand(0.72, 0.8, stripe);
  }
  if (base) s += stripeBand(0.8, 1, base);
  if (topping) s += stripeBand(0, 0.14, topping);
  s += path(`M${xy(T)}L${xy(R)}Q470 252 ${xy(B)}Z`, topping ?? mix(sponge!, '#ffffff', 0.2));
  s += stroke(`M${xy(R)}Q470 252 ${xy(B)}`, shade(topping ?? sponge!, 0.15), 5);
  s += stroke(`M${xy(T)}L${xy(R)}`, '#ffffff', 3, ' opacity=".35"');
  s += garnish(c, 384, 276, 38, 12);
  return s;
}

function board(c: Ctx): string {
  const [round, long, dip, extra] = c.p;
  const wood = pick(c.rnd, WOOD);
  const dipColour = dip ?? long ?? round!;
  const sticks = dip ? long : undefined;
  let s = shadow(c, 310, 392, 236, 24);
  s += `<rect x="90" y="262" width="400" height="122" rx="30" fill="${shade(wood, 0.25)}"/>`;
  s += `<rect x="470" y="288" width="72" height="44" rx="20" fill="${shade(wood, 0.25)}"/>`;
  s += `<rect x="470" y="278" width="72" height="44" rx="20" fill="${wood}"/>`;
  s += path(dot(522, 300, 8), mix(c.p[0]!, '#fffaf3', 0.7));
  s += `<rect x="90" y="250" width="400" height="122" rx="30" fill="${wood}"/>`;
  s += stroke(
    'M120 280Q240 270 300 284T460 282M130 344Q220 334 330 346T468 338',
    shade(wood, 0.2),
    2,
    ' opacity=".5"',
  );
  const ware = pick(c.rnd, LIGHT_WARE);
  s += path(ell(176, 300, 62, 26), shade(ware, 0.12));
  s += path(ell(176, 294, 60, 22), ware);
  s += path(ell(176, 296, 48, 15), dipColour);
  s += path(ell(166, 292, 18, 4), '#ffffff', ' opacity=".35"');
  if (sticks) {
    let d = '';
    let under = '';
    for (let i = 0; i < 4; i++) {
      const x = 262 + i * 50 + between(c.rnd, -6, 6);
      const y = 344 + between(c.rnd, -4, 4);
      const dx = between(c.rnd, 14, 24);
      d += `M${n(x - dx)} ${n(y + 8)}L${n(x + dx)} ${n(y - 8)}`;
      under += `M${n(x - dx + 2)} ${n(y + 13)}L${n(x + dx + 2)} ${n(y - 3)}`;
    }
    s += stroke(under, shade(sticks, 0.3), 18) + stroke(d, sticks, 18);
  }
  const pts = spread(c.rnd, 360, sticks ? 290 : 306, 96, sticks ? 18 : 36, sticks ? 5 : 7, 48);
  const a = pts.filter((_, i) => !extra || i % 2 === 0);
  const b = extra ? pts.filter((_, i) => i % 2 === 1) : [];
  s += pucks(a, round!, 26, 19);
  if (extra) s += pucks(b, extra, 26, 19);
  s += garnish(c, 360, sticks ? 284 : 300, 90, sticks ? 14 : 28);
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Food pieces and garnish

/** Round pieces with a darker underside, all undersides first so that neighbours overlap cleanly. */
function pucks(pts: Array<[number, number]>, colour: string, rx: number, ry: number): string {
  let under = '';
  let top = '';
  let shine = '';
  for (const [x, y] of pts) {
    under += ell(x, y + ry * 0.4, rx, ry);
    top += ell(x, y, rx, ry);
    if (rx >= 16) shine += ell(x - rx * 0.3, y - ry * 0.35, rx * 0.32, ry * 0.25);
  }
  return (
    path(under, shade(colour, 0.28)) +
    path(top, colour) +
    (shine ? path(shine, mix(colour, '#ffffff', 0.35), ' opacity=".7"') : '')
  );
}

function garnish(c: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  const r = c.rnd;
  switch (c.garnish) {
    case 'herbs': {
      let a = '';
      let b = '';
      for (const [x, y] of spread(r, cx, cy, rx, ry, 7, 18)) {
        const d = leaf(x, y, between(r, 14, 20), 5.5, r() * Math.PI);
        if (r() < 0.5) a += d;
        else b += d;
      }
      return path(a, '#3f8f3a') + path(b, '#68b04a');
    }
    case 'mint': {
      let d = '';
      let veins = '';
      const sprigs = rx > 45 ? 2 : 1;
      for (const [x, y] of spread(r, cx, cy, rx * 0.6, ry, sprigs, 40)) {
        for (const a of [-2.4, -1.57, -0.7]) {
          const lx = x + Math.cos(a) * 13;
          const ly = y + Math.sin(a) * 13;
          d += leaf(lx, ly, 28, 10, a);
          veins += `M${n(x + Math.cos(a) * 2)} ${n(y + Math.sin(a) * 2)}L${n(x + Math.cos(a) * 24)} ${n(y + Math.sin(a) * 24)}`;
        }
      }
      return path(d, '#3c9a57') + stroke(veins, '#8fd19e', 1.5, ' opacity=".8"');
    }
    case 'seeds': {
      let light = '';
      let dark = '';
      for (const [x, y] of spread(r, cx, cy, rx, ry, 14, 10)) {
        const d = leaf(x, y, 7, 3, r() * Math.PI);
        if (r() < 0.7) light += d;
        else dark += d;
      }
      return path(light, '#f4e6c0') + path(dark, '#3b3030');
    }
    case 'berries': {
      let blue = '';
      let red = '';
      let shine = '';
      for (const [x, y] of spread(r, cx, cy, rx, ry, 6, 20)) {
        const rad = between(r, 8, 11);
        if (r() < 0.5) blue += dot(x, y, rad);
        else red += dot(x, y, rad);
        shine += dot(x - rad * 0.35, y - rad * 0.35, rad * 0.28);
      }
      return path(blue, '#4a4f9a') + path(red, '#d23a5c') + path(shine, '#ffffff', ' opacity=".55"');
    }
    case 'citrus':
    case 'lemon':
    case 'lime': {
      const lime = c.garnish === 'lime' || (c.garnish === 'citrus' && r() < 0.4);
      const rind = lime ? '#7cb342' : '#f2c230';
      const flesh = lime ? '#c5e1a5' : '#fbe58a';
      const [[x, y]] = spread(r, cx, cy, rx * 0.5, ry * 0.5, 1, 1) as [[number, number]];
      const sy = ry < 12 ? 1 : 0.6;
      let seg = '';
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        seg += `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * 20)} ${n(y + Math.sin(a) * 20 * sy)}`;
      }
      return (
        path(ell(x, y, 26, 26 * sy), rind) +
        path(ell(x, y, 21, 21 * sy), flesh) +
        stroke(seg, '#fffbe8', 2, ' opacity=".9"')
      );
    }
    case 'swirl': {
      let d = '';
      for (let i = 0; i <= 28; i++) {
        const a = i * 0.5;
        const rad = 4 + i * 1.6;
        d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rad)} ${n(cy + Math.sin(a) * rad * (ry / rx) * 1.4)}`;
      }
      return stroke(d, '#fbf3e4', 6);
    }
    case 'chilli': {
      let red = '';
      let green = '';
      for (const [x, y] of spread(r, cx, cy, rx, ry, 9, 16)) {
        if (r() < 0.5) red += dot(x, y, 5);
        else green += dot(x, y, 4.5);
      }
      return stroke(red, '#d7261e', 3.5) + stroke(green, '#7cb342', 3);
    }
    case 'dust': {
      let d = '';
      for (const [x, y] of spread(r, cx, cy, rx, ry, 22, 5)) d += dot(x, y, between(r, 1.5, 2.8));
      return path(d, '#6b3e26', ' opacity=".75"');
    }
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Geometry and colour helpers

/** Points on an ellipse, each pushed in or out by up to `wobble` of the radius. */
function wobbly(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  count: number,
): Array<[number, number]> {
  const turn = r() * Math.PI;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * Math.PI * 2;
    const k = 1 + between(r, -wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return pts;
}

/** A smooth closed shape through the midpoints of the given points, moved down by dy. */
function blob(pts: Array<[number, number]>, dy: number): string {
  const at = (i: number): [number, number] => {
    const [x, y] = pts[i % pts.length]!;
    return [x, y + dy];
  };
  const mid = (i: number): [number, number] => {
    const a = at(i);
    const b = at(i + 1);
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  let d = `M${xy(mid(pts.length - 1))}`;
  for (let i = 0; i < pts.length; i++) d += `Q${xy(at(i))} ${xy(mid(i))}`;
  return d + 'Z';
}

/** Evenly-ish spaced points inside an ellipse, nearest the back first so that they paint in order. */
function spread(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  gap: number,
): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; pts.length < count && i < count * 30; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const x = cx + Math.cos(a) * d * rx;
    const y = cy + Math.sin(a) * d * ry;
    if (pts.every(([px, py]) => Math.hypot(px - x, ((py - y) * rx) / ry) >= gap)) pts.push([x, y]);
  }
  return pts.sort((a, b) => a[1] - b[1]);
}

function n(v: number): string {
  return String(Math.round(v));
}

function xy([x, y]: [number, number]): string {
  return `${n(x)} ${n(y)}`;
}

function ell(cx: number, cy: number, rx: number, ry: number): string {
  const w = n(rx * 2);
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${w} 0a${n(rx)} ${n(ry)} 0 1 0 -${w} 0z`;
}

function dot(x: number, y: number, r: number): string {
  return ell(x, y, r, r);
}

/** A pointed leaf (or seed) shape centred on (x, y), pointing along angle a. */
function leaf(x: number, y: number, len: number, width: number, a: number): string {
  const ux = (Math.cos(a) * len) / 2;
  const uy = (Math.sin(a) * len) / 2;
  const vx = -Math.sin(a) * width;
  const vy = Math.cos(a) * width;
  return (
    `M${n(x - ux)} ${n(y - uy)}Q${n(x + vx)} ${n(y + vy)} ${n(x + ux)} ${n(y + uy)}` +
    `Q${n(x - vx)} ${n(y - vy)} ${n(x - ux)} ${n(y - uy)}Z`
  );
}

function path(d: string, fill: string, extra = ''): string {
  return d ? `<path d="${d}" fill="${fill}"${extra}/>` : '';
}

function stroke(d: string, colour: string, width: number, extra = ''): string {
  return d
    ? `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
    : '';
}

function expand(hex: string): string {
  const h = hex.slice(1).toLowerCase();
  return h.length === 3 ? `#${h[0]}${h[0]}${h[1]}${h[1]}${h[2]}${h[2]}` : `#${h}`;
}

function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Darkens towards a warm brown rather than black, which keeps food shadows appetising. */
function shade(colour: string, t: number): string {
  return mix(colour, '#2a1c14', t);
}

/** How far a colour is from grey, 0-255. */
function chroma(hex: string): number {
  const rgb = channels(hex);
  return Math.max(...rgb) - Math.min(...rgb);
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function between(r: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * r();
}

function pick<T>(r: Rng, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/** FNV-1a, 32 bit. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny, good-enough deterministic generator. */
function rng(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
