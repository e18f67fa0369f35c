// Draws the product detail drawings into public/images/products (run: node scripts/draw-products.mjs).
// Figures on the drawings (flange sizes, torques, threads) are read from the catalogue, so a changed
// product is redrawn by running this again; the SVGs are committed. Drawings carry letters, codes and
// figures only, no words, so one file serves both languages (alt texts: images.ts). They print no
// range: a range is written "~" in Korean and "–" in English (decision 031), and the specification
// table beside each drawing states it in the reader's language. A drawing prints a figure only where
// it is stated for every size it is shown for (images.ts, DRAWING_SIZES).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const load = async (path) => (await runnerImport(new URL(path, `file://${root}/`).pathname)).module;
const catalog = await load("app/content/catalog/catalog.server.ts");
const products = catalog.liveProducts();
const { flangeFile } = await load("app/content/catalog/images.ts");

/** ISO 5211 flange bolt circle diameters (mm), for the flange views. */
const ISO5211_PCD = { F05: 50, F07: 70, F10: 102, F12: 125, F14: 140 };

const INK = "#3a424d";
const ACCENT = "#0f3d75";
const LIGHT = "#e8f0fa";
const GREY = "#eceff3";

const defs =
  '<defs><pattern id="h" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#eceff3"/><path d="M3 0V6" stroke="#9aa2ad" stroke-width="1.2"/></pattern>' +
  `<marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 1L10 5L0 9Z" fill="${INK}"/></marker></defs>`;

function svg(body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">\n${defs}\n` +
    `<rect width="480" height="360" fill="#f6f7f9"/>\n` +
    `<g fill="none" stroke="${INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">\n${body}\n</g>\n</svg>\n`
  );
}

const esc = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;");

function label(x, y, text, { size = 14, anchor = "middle", weight = 600 } = {}) {
  return `<text x="${x}" y="${y}" fill="${INK}" stroke="none" font-family="sans-serif" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}">${esc(text)}</text>`;
}

/** A dimension line with arrowheads at both ends and its label beside the middle. */
function dim(x1, y1, x2, y2, text) {
  const horizontal = y1 === y2;
  const line = `<path d="M${x1} ${y1}L${x2} ${y2}" stroke-width="1.2" marker-start="url(#a)" marker-end="url(#a)"/>`;
  if (horizontal) return line + label((x1 + x2) / 2, y1 - 7, text);
  // A vertical dimension's label sits on the outer side of its line.
  const right = x1 > 240;
  return (
    line +
    label(x1 + (right ? 8 : -8), (y1 + y2) / 2 + 5, text, { anchor: right ? "start" : "end" })
  );
}

const centre = (d) =>
  `<path d="${d}" stroke="#8b939d" stroke-width="1" stroke-dasharray="14 3 3 3"/>`;
const arrow = (d, colour = ACCENT) =>
  `<path d="${d}" stroke="${colour}" stroke-width="3" marker-end="url(#a)"/>`;

/** A specification row's English value, as figures-text.ts writes it ("Up to 4,000 N·m"). */
function spec(product, en) {
  const row = product.specifications.find((r) => r.label.en === en);
  if (!row) throw new Error(`${product.code} has no "${en}" row`);
  return row.value.en;
}

const byCode = (code) => products.find((p) => p.code === code);

/** A data table of the catalogue's sections, by its English caption (the PQVI's threads). */
function sectionTable(caption) {
  const found = [];
  JSON.stringify(catalog.liveSections(), (key, value) => {
    if (value?.caption?.en === caption && Array.isArray(value.rows)) found.push(value);
    return value;
  });
  if (!found.length) throw new Error(`no table "${caption}"`);
  return found[0];
}

/**
 * ISO 5211 mounting pad seen from the drive side: bolt circles, holes and the drive square. With
 * `labelled` false (a representative pad, whose sizes state no flange) the bolt circles carry no
 * flange or diameter: a figure is printed only where it is stated for every size shown.
 */
function mountingPad(flanges, title, labelled = true) {
  const cy = 140;
  const sorted = [...flanges].sort((a, b) => ISO5211_PCD[b] - ISO5211_PCD[a]);
  // The largest bolt circle is drawn 170 px across.
  const scale = 170 / ISO5211_PCD[sorted[0]];
  const parts = [`<rect x="115" y="20" width="250" height="240" rx="18" fill="${LIGHT}"/>`];
  parts.push(`<circle cx="240" cy="${cy}" r="${85 + 16}" fill="${GREY}"/>`);
  sorted.forEach((flange, index) => {
    const r = (ISO5211_PCD[flange] / 2) * scale;
    parts.push(`<circle cx="240" cy="${cy}" r="${r}" stroke-width="1" stroke-dasharray="5 3"/>`);
    // Two flanges: the second's holes sit between the first's.
    for (const angle of [45, 135, 225, 315]) {
      const a = ((angle + index * 45) * Math.PI) / 180;
      const x = (240 + r * Math.cos(a)).toFixed(1);
      const y = (cy + r * Math.sin(a)).toFixed(1);
      parts.push(`<circle cx="${x}" cy="${y}" r="6" fill="#ffffff" stroke-width="1.5"/>`);
    }
    if (!labelled) return;
    // The bolt circle's diameter, below the pad, with extension lines.
    const y = 282 + index * 30;
    parts.push(
      `<path d="M${240 - r} ${cy}V${y + 4}M${240 + r} ${cy}V${y + 4}" stroke-width="0.8" stroke-dasharray="2 3"/>`,
    );
    parts.push(dim(240 - r, y, 240 + r, y, `${flange} Ø${ISO5211_PCD[flange]}`));
  });
  parts.push(
    `<rect x="228" y="${cy - 12}" width="24" height="24" fill="${ACCENT}" transform="rotate(45 240 ${cy})"/>`,
  );
  parts.push(centre(`M240 10V270M100 ${cy}H380`));
  // Without the dimension lines below the pad, the title sits closer to it.
  parts.push(label(240, labelled ? 350 : 300, title));
  return svg(parts.join("\n"));
}

const drawings = {};

// Pneumatic rack-and-pinion: section through pistons, racks, pinion and return springs.
{
  const spring = (x) =>
    `<path d="M${x} 150l10 10-10 10 10 10-10 10 10 10-10 10" stroke="${ACCENT}" stroke-width="2"/>`;
  drawings["pneumatic-section"] = svg(
    [
      `<rect x="50" y="110" width="380" height="140" rx="10" fill="url(#h)"/>`,
      `<rect x="66" y="126" width="348" height="108" fill="${LIGHT}"/>`,
      `<rect x="120" y="128" width="26" height="104" fill="${GREY}"/>`,
      `<rect x="334" y="128" width="26" height="104" fill="${GREY}"/>`,
      `<path d="M146 142H290V158H146ZM190 202H334V218H190Z" fill="${GREY}"/>`,
      `<path d="M200 158v6m14-6v6m14-6v6m14-6v6m14-6v6M204 202v-6m14 6v-6m14 6v-6m14 6v-6m14 6v-6" stroke-width="1.5"/>`,
      `<circle cx="240" cy="180" r="18" fill="${ACCENT}"/>`,
      `<circle cx="240" cy="180" r="22" stroke-width="1" stroke-dasharray="4 3"/>`,
      spring(80),
      spring(96),
      spring(384),
      spring(400),
      `<path d="M232 250v24h16v-24M232 86v24h16v-24" fill="${GREY}"/>`,
      label(240, 296, "A"),
      label(240, 80, "B"),
      centre("M40 180H440M240 40V320"),
    ].join("\n"),
  );
  // No AP size states its flanges (images.ts: representative of AP1 to AP12).
  drawings["pneumatic-mounting"] = mountingPad(["F05", "F07"], "ISO 5211", false);
}

// Electric 480 quarter-turn: travel of the output from 0° to 90°, seen from above.
{
  drawings["electric-quarter-turn-travel"] = svg(
    [
      `<rect x="110" y="70" width="260" height="220" rx="16" fill="${LIGHT}"/>`,
      `<circle cx="240" cy="180" r="80" fill="#ffffff"/>`,
      `<path d="M240 180L240 100A80 80 0 0 1 320 180Z" fill="${GREY}" stroke-width="1.5"/>`,
      `<path d="M240 180V108" stroke="${ACCENT}" stroke-width="6"/>`,
      `<path d="M240 180H312" stroke="${ACCENT}" stroke-width="6" stroke-dasharray="8 6"/>`,
      `<path d="M252 86A94 94 0 0 1 334 168" stroke-width="1.5" marker-end="url(#a)"/>`,
      `<circle cx="240" cy="180" r="10" fill="${ACCENT}"/>`,
      label(240, 62, "0°"),
      label(316, 112, "90°", { anchor: "start", size: 16 }),
      centre("M240 50V310M100 180H380"),
    ].join("\n"),
  );
  const flanges = new Set(
    products
      .filter((p) => p.subcategory === "quarter-turn-480")
      .map((p) => spec(p, "Output flange")),
  );
  for (const flange of flanges) {
    drawings[flangeFile(flange)] = mountingPad(flange.split("/"), `ISO 5211 ${flange}`);
  }
}

// Special actuators: section of the quarter-turn gearbox (worm, worm wheel segment, end stops).
drawings["special-gearbox-section"] = svg(
  [
    `<rect x="150" y="60" width="250" height="240" rx="14" fill="url(#h)"/>`,
    `<rect x="166" y="76" width="218" height="208" rx="6" fill="${LIGHT}"/>`,
    `<path d="M275 180L275 92A88 88 0 0 1 363 180Z" fill="${GREY}"/>`,
    `<path d="M275 92A88 88 0 0 1 363 180" stroke-width="6" stroke="${ACCENT}" stroke-dasharray="3 4"/>`,
    `<rect x="180" y="196" width="200" height="30" rx="4" fill="${GREY}"/>`,
    `<path d="M196 196v30M212 196v30M228 196v30M244 196v30M260 196v30M276 196v30" stroke-width="1.5"/>`,
    `<rect x="60" y="186" width="90" height="50" rx="6" fill="${LIGHT}"/>`,
    `<path d="M150 211H180" stroke-width="5"/>`,
    `<circle cx="105" cy="211" r="16" fill="#ffffff"/>`,
    `<path d="M93 211h24" stroke-width="1.5"/>`,
    `<rect x="263" y="168" width="24" height="24" fill="${ACCENT}" transform="rotate(45 275 180)"/>`,
    `<path d="M384 120h24v20h-24M384 240h24v-20h-24" fill="${GREY}"/>`,
    label(
      275,
      48,
      byCode("4HO")
        .specifications.find((r) => r.label.en === "Output torque")
        .value.en.replace("Up to ", "≤ ")
        // Words after the figure ("(series)") are the page's: a drawing carries no words.
        .replace(/ \([^)]*\)$/, ""),
    ),
    centre("M275 40V320M40 180H440"),
  ].join("\n"),
);

// Special actuators: drive circuit, hydraulic motor (filled triangle) or vane motor (hollow).
for (const code of ["4HO", "4PO"]) {
  const hydraulic = code === "4HO";
  const triangle = hydraulic ? ACCENT : "#ffffff";
  drawings[`special-${code.toLowerCase()}-circuit`] = svg(
    [
      // 4/3 directional valve: three squares, the middle one closed.
      `<path d="M150 200h180v50H150Z" fill="#ffffff"/>`,
      `<path d="M210 200v50M270 200v50" />`,
      `<path d="M164 244l32-38M196 244l-32-38" stroke-width="1.5" marker-end="url(#a)"/>`,
      `<path d="M284 244V206M316 244V206" stroke-width="1.5" marker-end="url(#a)"/>`,
      `<path d="M232 200v-8m16 8v-8M232 250v8m16-8v8" stroke-width="1.5"/>`,
      // Motor and gearbox driving the quarter-turn output.
      `<circle cx="240" cy="110" r="34" fill="${LIGHT}"/>`,
      `<path d="M240 80l-12 20h24Z" fill="${triangle}" stroke-width="1.5"/>`,
      `<path d="M222 144V200M258 144V200" />`,
      `<rect x="300" y="84" width="90" height="52" rx="4" fill="${GREY}"/>`,
      `<path d="M274 110H300" stroke-width="4"/>`,
      label(345, 116, "90°"),
      // Supply P; return T to the hydraulic tank, exhaust R to the air (ISO 1219 port letters).
      `<path d="M222 250v50M258 250v50" />`,
      label(222, 322, "P"),
      label(258, 322, hydraulic ? "T" : "R"),
      centre("M240 60V160"),
    ].join("\n"),
  );
}

// Butterfly valve: side section between pipe flanges, disc open; top view of the actuator pad.
{
  drawings["butterfly-valve-side"] = svg(
    [
      `<path d="M120 90h30v190h-30zM330 90h30v190h-30z" stroke-dasharray="6 4" fill="${GREY}"/>`,
      `<rect x="190" y="80" width="100" height="210" rx="6" fill="url(#h)"/>`,
      `<rect x="190" y="120" width="100" height="130" fill="#ffffff"/>`,
      `<path d="M60 120H190M290 120H420M60 250H190M290 250H420" stroke-width="1.5"/>`,
      `<path d="M232 120Q240 185 232 250H248Q240 185 248 120Z" fill="${ACCENT}"/>`,
      `<rect x="232" y="40" width="16" height="40" fill="${ACCENT}"/>`,
      `<rect x="200" y="62" width="80" height="18" fill="${GREY}"/>`,
      arrow("M80 185H150"),
      arrow("M330 185H400"),
      dim(190, 316, 290, 316, "L"),
      dim(440, 120, 440, 250, "DN"),
      centre("M240 30V330M50 185H430"),
    ].join("\n"),
  );
  // No butterfly valve states its top flange (images.ts: representative of DN 40 to 1200).
  drawings["butterfly-valve-mounting"] = mountingPad(["F07", "F10"], "ISO 5211", false);
}

// Ball valves: the ball at 0° (open) and 90° (closed); overall dimensions.
function ball(cx, angle) {
  return [
    `<g transform="rotate(${angle} ${cx} 180)">`,
    `<circle cx="${cx}" cy="180" r="56" fill="${ACCENT}"/>`,
    `<rect x="${cx - 58}" y="164" width="116" height="32" fill="#ffffff"/>`,
    `</g>`,
    `<path d="M${cx - 100} 150H${cx - 50}M${cx + 50} 150H${cx + 100}M${cx - 100} 210H${cx - 50}M${cx + 50} 210H${cx + 100}" stroke-width="1.5"/>`,
    `<rect x="${cx - 6}" y="96" width="12" height="28" fill="${GREY}"/>`,
  ].join("\n");
}
{
  drawings["ball-valve-positions"] = svg(
    [
      ball(130, 0),
      arrow("M40 180H100"),
      arrow("M160 180H225"),
      label(130, 80, "0°"),
      ball(350, 90),
      arrow("M260 180H284"),
      `<path d="M404 164l16 32M420 164l-16 32" stroke="#b3261e" stroke-width="3"/>`,
      label(350, 80, "90°"),
      centre("M130 70V290M350 70V290"),
    ].join("\n"),
  );
  drawings["ball-valve-dimensions"] = svg(
    [
      `<path d="M100 150h40v-20h200v20h40v80h-40v20H140v-20h-40z" fill="${LIGHT}"/>`,
      `<rect x="226" y="86" width="28" height="44" fill="${GREY}"/>`,
      `<rect x="200" y="72" width="80" height="14" fill="${GREY}"/>`,
      `<circle cx="240" cy="190" r="36" stroke-dasharray="6 4"/>`,
      `<path d="M100 172H380M100 208H380" stroke-width="1" stroke-dasharray="6 4"/>`,
      dim(100, 300, 380, 300, "L"),
      dim(70, 72, 70, 190, "H"),
      dim(420, 172, 420, 208, "DN"),
      centre("M240 50V320M60 190H420"),
    ].join("\n"),
  );
}

// Three-way ball valves: flow patterns of the T-port and the L-port ball.
{
  const port = (cx, cy, letter, paths) =>
    [
      `<circle cx="${cx}" cy="${cy}" r="54" fill="${GREY}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="40" fill="${ACCENT}"/>`,
      `<path d="${paths}" stroke="#ffffff" stroke-width="14" stroke-linecap="butt"/>`,
      `<path d="M${cx - 80} ${cy}H${cx - 56}M${cx + 56} ${cy}H${cx + 80}M${cx} ${cy + 56}V${cy + 80}" stroke-width="10" stroke="${LIGHT}"/>`,
      label(cx, cy - 70, letter, { size: 18 }),
    ].join("\n");
  drawings["ball-valve-3way-ports"] = svg(
    [
      port(130, 170, "T", "M90 170H170M130 170V210"),
      port(350, 170, "L", "M310 170H350V210"),
      arrow("M40 300H440", "#8b939d"),
      centre("M130 90V260M350 90V260"),
    ].join("\n"),
  );
}

// Pinch valves: flanged dimensions, open and closed sleeve, threaded dimensions.
{
  drawings["pinch-valve-flanged-dimensions"] = svg(
    [
      `<rect x="90" y="90" width="22" height="180" fill="url(#h)"/>`,
      `<rect x="368" y="90" width="22" height="180" fill="url(#h)"/>`,
      `<rect x="112" y="118" width="256" height="124" fill="${LIGHT}"/>`,
      `<path d="M90 140H390M90 220H390" stroke-width="1" stroke-dasharray="6 4"/>`,
      dim(90, 310, 390, 310, "L"),
      dim(60, 90, 60, 270, "D"),
      dim(420, 140, 420, 220, "Di"),
      label(
        240,
        60,
        spec(byCode("PQVF"), "Flanges")
          .replace(/ \([^)]*\)/g, "")
          .replace(", ", " · "),
      ),
      centre("M240 70V330M70 180H410"),
    ].join("\n"),
  );
  const sleeve = (cx, closed) => {
    const bend = closed ? 0 : 30;
    return [
      `<rect x="${cx - 90}" y="110" width="180" height="140" rx="8" fill="url(#h)"/>`,
      `<rect x="${cx - 80}" y="124" width="160" height="112" fill="${LIGHT}"/>`,
      `<path d="M${cx - 80} 140Q${cx} ${140 + 40 - bend} ${cx + 80} 140L${cx + 80} 150Q${cx} ${180 - bend} ${cx - 80} 150Z" fill="${ACCENT}"/>`,
      `<path d="M${cx - 80} 220Q${cx} ${180 + bend} ${cx + 80} 220L${cx + 80} 210Q${cx} ${180 + bend - 0} ${cx - 80} 210Z" fill="${ACCENT}"/>`,
    ].join("\n");
  };
  drawings["pinch-valve-operation"] = svg(
    [
      sleeve(125, false),
      arrow("M20 180H60"),
      arrow("M190 180H230"),
      label(125, 90, "0 bar"),
      sleeve(355, true),
      arrow("M355 70V112"),
      // Control air above the operating pressure P: how much is stated for the PQVI only.
      label(355, 60, "P + Δp"),
      `<path d="M442 164l16 32M458 164l-16 32" stroke="#b3261e" stroke-width="3"/>`,
    ].join("\n"),
  );
  const pqvi = byCode("PQVI");
  drawings["pinch-valve-threaded-dimensions"] = svg(
    [
      `<path d="M100 150h30v-30h220v30h30v60h-30v30H130v-30h-30z" fill="${LIGHT}"/>`,
      `<path d="M100 150v60M106 150v60M112 150v60M118 150v60M362 150v60M368 150v60M374 150v60" stroke-width="1"/>`,
      `<rect x="228" y="92" width="24" height="28" fill="${GREY}"/>`,
      label(240, 82, spec(pqvi, "Pilot port")),
      dim(100, 290, 380, 290, `L ${spec(pqvi, "Face-to-face length L").replace(/DN \d+: /g, "")}`),
      label(
        88,
        186,
        sectionTable("PQVI length and weight by size")
          .rows.map((row) => row[1])
          .join(" · "),
        {
          anchor: "end",
          size: 13,
        },
      ),
      centre("M240 70V320M70 180H410"),
    ].join("\n"),
  );
}

for (const [name, text] of Object.entries(drawings)) {
  writeFileSync(`${root}/public/images/products/${name}.svg`, text);
  console.log(`${name}.svg ${text.length} bytes`);
}
process.exit(0);
