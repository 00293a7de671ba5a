import { useTranslation } from '@harman/i18n';
import { useConnectionStatus } from './use-connection-status';
import { registerConnectionTranslations } from './connection-translations';
import './connection.css';

registerConnectionTranslations();

/** A dot in the header with its meaning as text (visually hidden label, tooltip), announced when it changes. */
export function ConnectionIndicator() {
  const { t } = useTranslation('connection');
  const status = useConnectionStatus();
  const label = t(`status.${status}`);
  return (
    <span className={`connection connection--${status}`} data-testid="connection-status" data-state={status} role="status" title={label}>
      <span className="connection__dot" aria-hidden="true" />
      <span className="hm-visually-hidden">{label}</span>
    </span>
  );
}
