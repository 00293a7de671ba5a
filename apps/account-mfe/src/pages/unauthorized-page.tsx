import { Link, useNavigate } from 'react-router-dom';
import { signOut } from '@harman/auth';
import { Button, PageHead } from '@harman/ui';
import { useAccountTranslation } from '../lib/use-account-translation';

/** /unauthorized: signed in, but without the role the page needs. */
export function UnauthorizedPage() {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    navigate('/auth/login');
  };
  return (
    <section className="hm-state" aria-labelledby="unauthorized-title">
      <PageHead title={t('unauthorized.title')} />
      <div className="hm-state__code" aria-hidden="true">403</div>
      <h1 id="unauthorized-title" className="hm-state__title">{t('unauthorized.title')}</h1>
      <p className="hm-state__text">{t('unauthorized.text')}</p>
      <div className="hm-state__actions">
        <Link to="/" className="hm-button hm-button--primary hm-button--md">{t('unauthorized.home')}</Link>
        <Button variant="secondary" onClick={leave}>{t('unauthorized.signOut')}</Button>
      </div>
      <p><Link to="/auth/login">{t('unauthorized.login')}</Link></p>
    </section>
  );
}
