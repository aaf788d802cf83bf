import type { BrandPreview, PreviewReport, PreviewShot } from './preview-report.js';

/** The contact sheet: one self-contained HTML page (inline CSS, images beside it). */
const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A ratio as people read it: 4.53:1. */
export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}:1`;

const CSS = `
body{font:14px/1.4 system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f5;color:#18181b}
h1{margin:0 0 8px}h2{margin:40px 0 8px;border-top:3px solid #18181b;padding-top:16px}h3{margin:24px 0 8px}
nav a{margin-right:12px}
.grid{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0;background:#fff;padding:8px;border:1px solid #d4d4d8}
figcaption{font-size:12px;color:#52525b;margin-top:4px}
.shot-desktop img{width:480px}.shot-mobile img{width:180px}
.missing{width:180px;height:120px;display:flex;align-items:center;justify-content:center;color:#b91c1c}
table{border-collapse:collapse;background:#fff}td,th{border:1px solid #d4d4d8;padding:3px 8px;text-align:left}
.swatch{display:inline-block;width:28px;height:18px;border:1px solid #a1a1aa;vertical-align:middle}
.fail{color:#b91c1c;font-weight:600}
.logo{padding:20px;display:flex;align-items:center;justify-content:center;min-width:200px;min-height:60px}
.checker img{max-width:128px;height:auto}
.checker{background:repeating-conic-gradient(#e4e4e7 0 25%,#fff 0 50%) 0 0/16px 16px}
`;

function shotFigure(shot: PreviewShot): string {
  const caption = `${esc(shot.page)} · ${shot.lang} · ${shot.viewport}`;
  const body = shot.file
    ? `<a href="${esc(shot.file)}"><img src="${esc(shot.file)}" alt="${caption}" loading="lazy"></a>`
    : `<div class="missing">${esc(shot.error ?? 'not captured')}</div>`;
  return `<figure class="shot-${shot.viewport}">${body}<figcaption>${caption} — <a href="${esc(shot.url)}">${esc(shot.url)}</a></figcaption></figure>`;
}

function rolesTable(brand: BrandPreview): string {
  const rows = brand.roles.map((r) => {
    const worst = r.pairs[0];
    const ratio = worst
      ? `<span class="${worst.pass ? '' : 'fail'}">${formatRatio(worst.ratio)}</span> (${esc(worst.fg)} on ${esc(worst.bg)}, min ${worst.min}:1)`
      : '— (not a text or UI colour)';
    return `<tr><td><span class="swatch" style="background:${esc(r.color)}"></span></td><td>${esc(r.role)}</td><td><code>${esc(r.color)}</code></td><td>${ratio}</td><td>${r.pairs.length}</td></tr>`;
  });
  return `<table><thead><tr><th></th><th>role</th><th>colour</th><th>worst contrast</th><th>pairs</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function pairsTable(brand: BrandPreview): string {
  const rows = brand.contrast.map(
    (p) =>
      `<tr><td style="background:${esc(p.bgColor)};color:${esc(p.fgColor)}">Aa ${esc(p.fg)}</td><td>${esc(p.bg)}</td><td class="${p.pass ? '' : 'fail'}">${formatRatio(p.ratio)}</td><td>${p.min}:1</td><td>${p.pass ? 'pass' : 'FAIL'}</td></tr>`,
  );
  return `<details><summary>All ${brand.contrast.length} pairs of the contrast gate</summary><table><thead><tr><th>text</th><th>on</th><th>ratio</th><th>min</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table></details>`;
}

function brandSection(brand: BrandPreview): string {
  const shots = (['desktop', 'mobile'] as const)
    .map((viewport) => {
      const figures = brand.shots.filter((s) => s.viewport === viewport).map(shotFigure);
      return `<h3>Pages, ${viewport}</h3><div class="grid">${figures.join('')}</div>`;
    })
    .join('');
  const logos = brand.logos
    .map(
      (l) =>
        `<figure><div class="logo" style="background:${esc(l.background)}"><a href="${esc(l.file)}"><img src="${esc(l.file)}" alt="${esc(l.label)}" style="width:${l.displayWidth}px"></a></div><figcaption>${esc(l.placement)}: ${esc(l.variant)} on <code>${esc(l.background)}</code>, ${l.displayWidth}px</figcaption></figure>`,
    )
    .join('');
  const favicons = brand.favicons
    .map(
      (f) =>
        `<figure><div class="checker"><a href="${esc(f.file)}"><img src="${esc(f.file)}" alt="${esc(f.label)}" width="${f.width}" height="${f.height}"></a></div><figcaption>${esc(f.label)}</figcaption></figure>`,
    )
    .join('');
  const og = brand.ogImage
    ? `<figure><a href="${esc(brand.ogImage.file)}"><img src="${esc(brand.ogImage.file)}" alt="${esc(brand.ogImage.label)}" width="600"></a><figcaption>${esc(brand.ogImage.label)}</figcaption></figure>`
    : '<p class="fail">no Open Graph image in the build</p>';
  const failing = brand.contrast.filter((p) => !p.pass).length;
  return `<section id="${esc(brand.key)}"><h2>${esc(brand.key)}${brand.name !== brand.key ? ` — ${esc(brand.name)}` : ''}</h2>
${shots}
<h3>Colour roles</h3><p>${failing === 0 ? 'Every pair passes the contrast gate.' : `<span class="fail">${failing} pair(s) fail the contrast gate.</span>`}</p>${rolesTable(brand)}${pairsTable(brand)}
<h3>Logos on their backgrounds</h3><div class="grid">${logos}</div>
<h3>Favicons</h3><div class="grid">${favicons}</div>
<h3>Open Graph image</h3>${og}
</section>`;
}

export function renderContactSheet(report: PreviewReport): string {
  const nav = report.brands.map((b) => `<a href="#${esc(b.key)}">${esc(b.key)}</a>`).join('');
  const took = report.seconds === undefined ? '' : ` in ${report.seconds.toFixed(0)} s`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Brand preview</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head>
<body><h1>Brand preview</h1><p>Generated ${esc(report.generatedAt)}${took} by <code>pnpm brand preview</code>.</p><nav>${nav}</nav>
${report.brands.map(brandSection).join('\n')}
</body></html>
`;
}
