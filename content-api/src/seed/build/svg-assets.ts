import { DEVELOPER_SKILLS } from '../copy/technology.ts';
import { TRUSTED_BY } from '../copy/trusted-by.ts';
import type { SvgAsset } from '../images/generate.ts';
import { ICON_NAMES, iconPath, iconSvg } from '../images/icons.ts';
import { clientLogoPath, clientLogoSvg, techLogoPath, techLogoSvg } from '../images/logos.ts';

/** Every SVG the seeded records point at: client logos, technology badges and icons. */
export function svgAssets(): SvgAsset[] {
  return [
    ...TRUSTED_BY.map((brand) => ({
      path: clientLogoPath(brand.title),
      svg: clientLogoSvg(brand.title, brand.mark, brand.colour),
    })),
    ...DEVELOPER_SKILLS.map((tech) => ({ path: techLogoPath(tech.name), svg: techLogoSvg(tech.name, tech.colour) })),
    ...ICON_NAMES.map((name) => ({ path: iconPath(name), svg: iconSvg(name) })),
  ];
}
