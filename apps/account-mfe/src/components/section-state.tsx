import { Banner, Button, Spinner, type RemoteData } from '@harman/ui';
import { useAccountTranslation } from '../lib/use-account-translation';

/** The loading and error states of a section that reads from the api; renders its children once ready. */
export function SectionState<T>({ data, reload, children }: { data: RemoteData<T>; reload: () => void; children: (value: T) => React.ReactNode }) {
  const { t } = useAccountTranslation();
  if (data.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (data.status === 'error') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" size="sm" onClick={reload}>{t('common.retry')}</Button>}>
        {t('common.loadFailed')}
      </Banner>
    );
  }
  return <>{children(data.data)}</>;
}
