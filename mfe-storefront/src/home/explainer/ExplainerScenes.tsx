import type { ReactNode } from 'react';
import styles from './ExplainerScenes.module.css';

/**
 * The explainer's pictures, one per step, drawn in the palette of the site's other artwork (the meal box, the
 * plates of the status pages). Decorative: each step's caption says what the picture shows. Their movement is
 * CSS, so a visitor who asks for less motion gets still pictures (base.css).
 */

const CREAM = '#f7f0e5';
const FOREST = '#17604a';
const FOREST_DARK = '#0e3a2b';
const SAFFRON = '#e9b56a';
const SAFFRON_DARK = '#d99a45';
const TOMATO = '#d9573b';
const LEAF = '#5c9e5a';
const LINE = '#e5dccd';

function Scene({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className={styles.scene}>
      <rect width="320" height="200" rx="18" fill={CREAM} />
      {children}
    </svg>
  );
}

function Plate({ x, y, food }: { x: number; y: number; food: 'greens' | 'salmon' | 'curry' }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="30" fill="#fff" stroke={LINE} strokeWidth="3" />
      {food === 'greens' ? (
        <>
          <ellipse cx="-8" cy="-4" rx="12" ry="7" fill={LEAF} transform="rotate(-25)" />
          <ellipse cx="9" cy="3" rx="11" ry="6" fill="#7cb86f" transform="rotate(20)" />
          <circle cx="2" cy="-12" r="5" fill={TOMATO} />
        </>
      ) : null}
      {food === 'salmon' ? (
        <>
          <ellipse cx="6" cy="4" rx="14" ry="9" fill="#f0e6cf" />
          <rect x="-16" y="-12" width="20" height="12" rx="4" fill="#ef8f5c" />
          <circle cx="-10" cy="10" r="4" fill={LEAF} />
        </>
      ) : null}
      {food === 'curry' ? (
        <>
          <circle r="18" fill={SAFFRON} />
          <circle cx="-6" cy="-4" r="4" fill={TOMATO} />
          <circle cx="7" cy="5" r="3.5" fill={LEAF} />
          <circle cx="5" cy="-8" r="3" fill="#f0e6cf" />
        </>
      ) : null}
    </g>
  );
}

/** Step 1: three plans side by side, the chosen one lifts and gets its tick. */
function ChoosePlanScene() {
  const card = (x: number, label: string, chosen: boolean) => (
    <g className={chosen ? styles.lift : undefined}>
      <rect
        x={x}
        y="52"
        width="72"
        height="104"
        rx="12"
        fill={chosen ? FOREST : '#fff'}
        stroke={chosen ? FOREST : LINE}
        strokeWidth="3"
      />
      <text
        x={x + 36}
        y="100"
        textAnchor="middle"
        fontSize="30"
        fontWeight="700"
        fill={chosen ? '#fff' : FOREST_DARK}
      >
        {label}
      </text>
      <rect x={x + 16} y="114" width="40" height="6" rx="3" fill={chosen ? SAFFRON : LINE} />
      <rect x={x + 22} y="128" width="28" height="6" rx="3" fill={chosen ? '#2f7a62' : LINE} />
    </g>
  );
  return (
    <Scene>
      {card(46, '6', false)}
      {card(124, '8', true)}
      {card(202, '10', false)}
      <g className={styles.pop}>
        <circle cx="192" cy="50" r="16" fill={SAFFRON} />
        <path d="M184 50l6 6 10-11" stroke={FOREST_DARK} strokeWidth="4" fill="none" strokeLinecap="round" />
      </g>
    </Scene>
  );
}

/** Step 2: plates from the menu drop one by one into the box. */
function PickMealsScene() {
  return (
    <Scene>
      <g className={styles.popFirst}>
        <Plate x={64} y={62} food="greens" />
      </g>
      <g className={styles.popSecond}>
        <Plate x={64} y={140} food="salmon" />
      </g>
      <g className={styles.popThird}>
        <Plate x={140} y={100} food="curry" />
      </g>
      <path d="M200 98l50-20 50 20v64l-50 16-50-16z" fill={SAFFRON} />
      <path d="M250 118v60l50-16V98z" fill={SAFFRON_DARK} />
      <path d="M200 98l50 20 50-20-50-20z" fill="#f3cc8f" />
      <path d="M226 88l50 20v18l-9 3v-16l-50-20z" fill={FOREST} />
    </Scene>
  );
}

/** Step 3: the chosen day on the calendar, and the van on its way to the door. */
function DeliveryScene() {
  const days = Array.from({ length: 10 }, (_, i) => i);
  return (
    <Scene>
      <rect x="30" y="36" width="116" height="104" rx="12" fill="#fff" stroke={LINE} strokeWidth="3" />
      <rect x="30" y="36" width="116" height="26" rx="12" fill={FOREST} />
      <rect x="30" y="50" width="116" height="12" fill={FOREST} />
      {days.map((day) => (
        <rect
          key={day}
          x={42 + (day % 5) * 19}
          y={74 + Math.floor(day / 5) * 28}
          width="14"
          height="18"
          rx="4"
          fill={day === 7 ? SAFFRON : '#efe5d6'}
          className={day === 7 ? styles.pop : undefined}
        />
      ))}
      <rect x="0" y="168" width="320" height="32" fill="#e9dfcf" />
      <path d="M246 120l30-24 30 24v48h-60z" fill="#fff" stroke={LINE} strokeWidth="3" />
      <path d="M240 124l36-30 36 30" stroke={TOMATO} strokeWidth="6" fill="none" strokeLinecap="round" />
      <rect x="268" y="140" width="16" height="28" rx="3" fill={FOREST} />
      <g className={styles.drive}>
        <rect x="40" y="136" width="64" height="34" rx="6" fill={FOREST} />
        <path d="M104 146h20l12 12v12h-32z" fill="#2f7a62" />
        <rect x="110" y="150" width="13" height="9" rx="2" fill="#cfe3da" />
        <rect x="50" y="146" width="30" height="6" rx="3" fill={SAFFRON} />
        <circle cx="58" cy="172" r="8" fill={FOREST_DARK} />
        <circle cx="118" cy="172" r="8" fill={FOREST_DARK} />
        <circle cx="58" cy="172" r="3" fill={LINE} />
        <circle cx="118" cy="172" r="3" fill={LINE} />
      </g>
    </Scene>
  );
}

/** Step 4: a hot bowl, steam rising, three minutes on the clock. */
function HeatAndEatScene() {
  return (
    <Scene>
      <g className={styles.steam} stroke="#cbbfac" strokeWidth="5" fill="none" strokeLinecap="round">
        <path d="M134 70c-8-10 8-16 0-28" />
        <path d="M160 64c-8-10 8-16 0-28" />
        <path d="M186 70c-8-10 8-16 0-28" />
      </g>
      <ellipse cx="160" cy="164" rx="84" ry="8" fill={FOREST_DARK} opacity="0.08" />
      <path d="M92 96h136c0 38-30 64-68 64s-68-26-68-64z" fill={FOREST} />
      <ellipse cx="160" cy="96" rx="68" ry="14" fill={SAFFRON} />
      <circle cx="138" cy="92" r="7" fill={TOMATO} />
      <circle cx="162" cy="98" r="6" fill={LEAF} />
      <circle cx="182" cy="90" r="6" fill="#f0e6cf" />
      <g transform="translate(262 60)">
        <circle r="26" fill="#fff" stroke={LINE} strokeWidth="3" />
        <path d="M0-14V0l9 6" stroke={FOREST_DARK} strokeWidth="4" fill="none" strokeLinecap="round" />
        <text y="44" textAnchor="middle" fontSize="15" fontWeight="700" fill={FOREST_DARK}>
          3 min
        </text>
      </g>
    </Scene>
  );
}

/** One picture per step, in the steps' order (how-it-works-content.tsx). */
export const EXPLAINER_SCENES = [ChoosePlanScene, PickMealsScene, DeliveryScene, HeatAndEatScene] as const;
