import type { CAREER_POSITIONS } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';

export type OpenPosition = Exclude<(typeof CAREER_POSITIONS)[number], 'other'>;

/** One open position (spec §3: title, department, location, type, experience, description, requirements). */
export function JobPosting({ position, onApply }: { position: OpenPosition; onApply: () => void }) {
  const { t } = useTranslation('site');
  const key = (field: string) => `careers.positions.${position}.${field}`;
  const requirements = t(key('requirements'), { returnObjects: true }) as string[];
  return (
    <li className="card card--action job">
      <h3 className="card__title">{t(key('title'))}</h3>
      <dl className="job__facts">
        <dt>{t('careers.department')}</dt><dd>{t(key('department'))}</dd>
        <dt>{t('careers.location')}</dt><dd>{t(key('location'))}</dd>
        <dt>{t('careers.type')}</dt><dd>{t(key('type'))}</dd>
        <dt>{t('careers.experience')}</dt><dd>{t(key('experience'))}</dd>
      </dl>
      <p className="card__text">{t(key('description'))}</p>
      <p className="job__requirements-title">{t('careers.requirements')}</p>
      <ul className="job__requirements">{requirements.map((item) => <li key={item}>{item}</li>)}</ul>
      <Button variant="secondary" size="sm" aria-label={t('careers.applyForAria', { position: t(key('title')) })} onClick={onApply}>
        {t('careers.applyFor')}
      </Button>
    </li>
  );
}
