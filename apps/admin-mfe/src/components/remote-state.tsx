import type { ReactNode } from 'react';
import { useTranslation } from '@harman/i18n';
import { Button, Spinner, type RemoteData } from '@harman/ui';
import { apiErrorText } from '../lib/api-error-text';

/** Loading, error (with retry) or the content of a read. */
export function RemoteState<T>({ data, reload, children }: { data: RemoteData<T>; reload: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('panel');
  if (data.status === 'loading') return <Spinner label={t('shell.loading')} />;
  if (data.status === 'error') {
    return (
      <div className="admin-error" role="alert">
        <p>{apiErrorText(t, data.error)}</p>
        <Button variant="secondary" onClick={reload}>{t('shell.retry')}</Button>
      </div>
    );
  }
  return <>{children(data.data)}</>;
}

export function EmptyState() {
  const { t } = useTranslation('panel');
  return <p className="admin-empty">{t('shell.empty')}</p>;
}
