import { ButtonLink } from '@/components/ui/button/Button';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { HERO_COPY } from '@/lib/copy/home';
import { HeroParticles } from './HeroParticles';
import styles from './hero.module.scss';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <HeroParticles className={styles.particles} />
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>{HERO_COPY.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {HERO_COPY.headline}
        </h1>
        <p className={styles.lead}>{HERO_COPY.lead}</p>
        <ButtonGroup stackOnPhone>
          <ButtonLink href={HERO_COPY.hire.href} variant="accent">
            {HERO_COPY.hire.label}
          </ButtonLink>
          <ButtonLink href={HERO_COPY.apply.href} variant="outline-inverse">
            {HERO_COPY.apply.label}
          </ButtonLink>
        </ButtonGroup>
        <dl className={styles.stats}>
          {HERO_COPY.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
