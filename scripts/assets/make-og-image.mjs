// Regenerates public/og-default.png, the Organization JSON-LD image (pages share the cards of app/**/opengraph-image.tsx).
// Run after a brand change: node scripts/assets/make-og-image.mjs "Brand name"
import sharp from 'sharp';

const brand = process.argv[2] ?? 'Talentbridge';
const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0" r="0.9"><stop offset="0" stop-color="#3B2FC9"/><stop offset="1" stop-color="#14123A"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g fill="#fff" opacity="0.35">${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 197) % 1200}" cy="${(i * 131) % 630}" r="${1 + (i % 3)}"/>`).join('')}</g>
  <rect x="80" y="80" width="72" height="72" rx="20" fill="#3B2FC9" stroke="#fff" stroke-opacity="0.3"/>
  <path d="M100 105h32M116 105v28" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
  <circle cx="133" cy="131" r="7" fill="#F5A524"/>
  <text x="172" y="132" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#fff">${brand}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#fff">Hire the top 10% of</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#fff">remote talent.</text>
  <text x="80" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#C9CBE0">Shortlisted in 3 to 5 days · two-week risk-free trial</text>
  <rect x="80" y="540" width="160" height="8" rx="4" fill="#F5A524"/>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9 })
  .toFile(new URL('../../public/og-default.png', import.meta.url).pathname);
console.log('wrote public/og-default.png');
