import { useTranslation } from '@harman/i18n';
import type { ServiceStatus } from './use-service-status';

export function ServiceStatusPanel({ status, onRecheck }: { status: ServiceStatus; onRecheck: () => void }) {
  const { t } = useTranslation('admin');
  const checks = status.health?.checks;
  const rows = checks
    ? [
        ['database', checks.database],
        ['redis', checks.redis],
        ['queue', checks.queue.status],
      ]
    : [];
  return (
    <section className={`service-status service-status--${status.level}`} aria-labelledby="service-status-title" aria-live="polite">
      <h2 id="service-status-title">{t('status.title')}</h2>
      <p className="service-status__level" data-testid="service-level">{t(`status.${status.level}`)}</p>
      {rows.length ? (
        <ul>
          {rows.map(([name, state]) => (
            <li key={name}>
              <span>{t(`status.${name}`)}</span>
              <span className={`service-status__badge service-status__badge--${state}`}>{t(`status.${state}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {status.level !== 'operational' && status.level !== 'unknown' ? (
        <button type="button" className="service-status__recheck" onClick={onRecheck}>{t('status.recheck')}</button>
      ) : null}
    </section>
  );
}
