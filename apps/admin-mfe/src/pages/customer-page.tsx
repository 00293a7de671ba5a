import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@harman/auth';
import type { CustomerDetail } from '@harman/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button, ConfirmDialog, PageHead, TextField, useRemoteData } from '@harman/ui';
import { RemoteState } from '../components/remote-state';
import { changeCustomerRole, endCustomerSessions, getCustomer, resendVerification, setCustomerStatus } from '../features/customers/customers-api';
import { apiErrorText } from '../lib/api-error-text';

type Pending = { kind: 'lock' } | { kind: 'role'; role: 'user' | 'admin' } | null;

/** Admin › Müşteriler › one account: addresses, orders, and the staff actions (each confirmed where it hurts). */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const session = useSession();
  const data = useRemoteData(() => getCustomer(id), [id]);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const titleId = useId();

  const act = async (work: () => Promise<CustomerDetail | string>) => {
    setNotice(null);
    try {
      const result = await work();
      if (typeof result === 'string') {
        setNotice({ tone: 'ok', text: result });
        data.reload();
      } else {
        data.setData(() => result);
        setNotice({ tone: 'ok', text: t('shell.saved') });
      }
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: apiErrorText(t, error) });
      return false;
    }
  };

  return (
    <RemoteState data={data} reload={data.reload}>
      {(customer) => {
        const self = session.status === 'authenticated' && session.user.id === customer.id;
        return (
          <section aria-labelledby={titleId}>
            <PageHead title={customer.fullName} />
            <p><Link to="/admin/dashboard/customers">← {t('customers.back')}</Link></p>
            <h1 id={titleId}>{customer.fullName}</h1>
            {notice ? <p className={`admin-alert admin-alert--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>{notice.text}</p> : null}
            <div className="admin-grid-2">
              <div className="admin-card">
                <p>{customer.email} · {customer.phone ?? '—'}</p>
                <p>
                  <span className={`admin-badge admin-badge--${customer.status}`}>{t(`customers.statuses.${customer.status}`)}</span>{' '}
                  {t(`customers.roles.${customer.role}`)} · {customer.emailVerified ? t('customers.verified') : t('customers.notVerified')}
                </p>
                <p>{t('customers.twoFactor', { state: customer.twoFactor ? t('customers.on') : t('customers.off') })} · {t('customers.sessions', { count: customer.liveSessions })}</p>
                <p>{t('customers.totalSpent', { amount: formatPrice(customer.totalSpent, language) })}</p>
              </div>
              <div className="admin-card">
                <h2>{t('shell.actions')}</h2>
                <div className="admin-quick">
                  <Button
                    variant={customer.status === 'active' ? 'danger' : 'secondary'}
                    disabled={self}
                    onClick={() => (customer.status === 'active' ? setPending({ kind: 'lock' }) : void act(() => setCustomerStatus(customer.id, 'active')))}
                  >
                    {customer.status === 'active' ? t('customers.lock') : t('customers.unlock')}
                  </Button>
                  <Button variant="secondary" disabled={self} onClick={() => void act(async () => t('customers.ended', { count: (await endCustomerSessions(customer.id)).ended }))}>
                    {t('customers.endSessions')}
                  </Button>
                  {!customer.emailVerified ? (
                    <Button variant="secondary" onClick={() => void act(async () => (await resendVerification(customer.id), t('customers.resent')))}>
                      {t('customers.resend')}
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    disabled={self}
                    onClick={() => {
                      setConfirmEmail('');
                      setConfirmError(undefined);
                      setPending({ kind: 'role', role: customer.role === 'admin' ? 'user' : 'admin' });
                    }}
                  >
                    {customer.role === 'admin' ? t('customers.makeUser') : t('customers.makeAdmin')}
                  </Button>
                </div>
              </div>
            </div>
            <h2>{t('customers.addresses')}</h2>
            {customer.addresses.length === 0 ? <p className="admin-empty">{t('customers.noAddresses')}</p> : (
              <div className="admin-grid-2">
                {customer.addresses.map((address) => (
                  <address key={address.id} className="admin-card">
                    <strong>{address.title}</strong> {address.isDefault ? <span className="admin-badge">{t('customers.defaultAddress')}</span> : null}
                    <br />{address.fullName} · {address.phone}
                    <br />{address.line}
                    <br />{address.district} / {address.city} {address.postalCode}
                  </address>
                ))}
              </div>
            )}
            <h2>{t('customers.orders')}</h2>
            {customer.orders.length === 0 ? <p className="admin-empty">{t('customers.noOrders')}</p> : (
              <div className="admin-table-wrap" role="region" aria-label={t('customers.orders')} tabIndex={0}>
                <table className="admin-table">
                  <tbody>
                    {customer.orders.map((order) => (
                      <tr key={order.id}>
                        <td><Link to={`/admin/dashboard/orders/${order.id}`}>{order.number}</Link></td>
                        <td>{order.status}</td>
                        <td className="num">{formatPrice(order.total, language)}</td>
                        <td>{formatDate(order.createdAt, language, { dateStyle: 'medium' })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <ConfirmDialog
              open={pending?.kind === 'lock'}
              title={t('customers.lock')}
              text={t('customers.lockConfirm')}
              confirmLabel={t('customers.confirm')}
              cancelLabel={t('shell.cancel')}
              tone="danger"
              onCancel={() => setPending(null)}
              onConfirm={() => {
                setPending(null);
                void act(() => setCustomerStatus(customer.id, 'disabled'));
              }}
            />
            {pending?.kind === 'role' ? (
              <div className="admin-card" role="dialog" aria-modal="false" aria-labelledby={`${titleId}-role`}>
                <h2 id={`${titleId}-role`}>{t('customers.roleConfirmTitle')}</h2>
                <p>{t('customers.roleConfirmText', { email: customer.email, role: t(`customers.roles.${pending.role}`) })}</p>
                <form
                  className="admin-toolbar"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (confirmEmail.trim().toLowerCase() !== customer.email) {
                      setConfirmError(t('validation.confirmationMismatch'));
                      (event.currentTarget.querySelector('input') as HTMLInputElement | null)?.focus();
                      return;
                    }
                    const role = pending.role;
                    void act(() => changeCustomerRole(customer.id, role, confirmEmail)).then((ok) => ok && setPending(null));
                  }}
                >
                  <TextField className="admin-toolbar__grow" label={t('customers.confirmEmail')} type="email" autoComplete="off" value={confirmEmail} error={confirmError} onChange={(e) => setConfirmEmail(e.target.value)} autoFocus />
                  <Button type="submit" variant="danger">{t('customers.confirm')}</Button>
                  <Button type="button" variant="ghost" onClick={() => setPending(null)}>{t('shell.cancel')}</Button>
                </form>
              </div>
            ) : null}
          </section>
        );
      }}
    </RemoteState>
  );
}
