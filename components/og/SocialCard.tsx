import { CARD_COLOURS, CARD_SIZE, cardTitle } from '@/lib/og/card';
import { site } from '@/lib/site';

// Satori lays out with flexbox only: every box with children says `display: flex`.
export function SocialCard({ kicker, title }: { kicker: string; title: string }) {
  return (
    <div
      style={{
        ...CARD_SIZE,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `linear-gradient(135deg, ${CARD_COLOURS.background} 60%, ${CARD_COLOURS.primary})`,
        color: '#fff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', color: CARD_COLOURS.accent, fontSize: 30, fontWeight: 700, letterSpacing: 1 }}>
        {kicker.toUpperCase()}
      </div>
      <div style={{ display: 'flex', fontSize: 60, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 }}>
        {cardTitle(title)}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }}>
        <svg viewBox="0 0 32 32" width="64" height="64">
          <rect width="32" height="32" rx="9" fill={CARD_COLOURS.primary} />
          <path d="M9 11h14M16 11v12" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
          <circle cx="23" cy="22" r="3" fill={CARD_COLOURS.accent} />
        </svg>
        {site.brand.name}
      </div>
    </div>
  );
}
