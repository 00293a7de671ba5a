import { Banner, Button, Spinner, type RemoteData } from '@harman/ui';
import { useAccountTranslation } from '../lib/use-account-translation';

/**
 * The loading and error states of a section that reads from the api; renders its children once ready. A page's
 * main read (`page`) holds a screen's height while it loads, so the footer stays below the fold instead of coming
 * up and being pushed down again when the page arrives (a layout shift).
 */
export function SectionState<T>({
  data,
  reload,
  children,
  page = false,
}: {
  data: RemoteData<T>;
  reload: () => void;
  children: (value: T) => React.ReactNode;
  page?: boolean;
}) {
  const { t } = useAccountTranslation();
  if (data.status === 'loading') return <Spinner label={t('common.loading')} fullHeight={page} />;
  if (data.status === 'error') {
    return (
      <Banner tone="error" actions={<Button variant="secondary" size="sm" onClick={reload}>{t('common.retry')}</Button>}>
        {t('common.loadFailed')}
      </Banner>
    );
  }
  return <>{children(data.data)}</>;
}
