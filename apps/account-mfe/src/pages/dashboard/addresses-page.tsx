import { useState } from 'react';
import type { Address, AddressInput } from '@harman/contracts';
import { useSession } from '@harman/auth';
import { Banner, Button, ConfirmDialog, PageHead, useRemoteData } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { AddressForm, emptyAddress } from '../../features/dashboard/address-form';
import { createAddress, deleteAddress, getAddresses, makeDefaultAddress, updateAddress } from '../../features/dashboard/api/addresses';
import { useAccountTranslation } from '../../lib/use-account-translation';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

const toInput = ({ id: _id, createdAt: _createdAt, ...input }: Address): AddressInput => input;

/** /dashboard/addresses: the address cards, add and edit, delete after confirmation, exactly one default. */
export function AddressesPage() {
  const { t } = useAccountTranslation();
  const session = useSession();
  const list = useRemoteData(getAddresses, []);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const done = (text: string) => {
    setEditing(null);
    setMessage({ tone: 'success', text });
    list.reload();
  };
  const fail = () => setMessage({ tone: 'error', text: t('addresses.failed') });
  const save = async (values: AddressInput) => {
    const saved = editing?.kind === 'edit' ? await updateAddress(editing.address.id, values) : await createAddress(values);
    done(editing?.kind === 'edit' ? t('addresses.updated') : t('addresses.added'));
    return saved;
  };
  const setDefault = async (address: Address) => {
    try {
      await makeDefaultAddress(address.id);
      done(t('addresses.defaultUpdated'));
    } catch {
      fail();
    }
  };
  const remove = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      await deleteAddress(target.id);
      done(t('addresses.deleted'));
    } catch {
      fail();
    }
  };

  return (
    <div className="account-page">
      <div className="account-page__head">
        <PageHead title={t('addresses.title')} />
        <h1 className="account-page__title">{t('addresses.title')}</h1>
        {editing === null ? <Button onClick={() => { setMessage(null); setEditing({ kind: 'new' }); }}>{t('addresses.add')}</Button> : null}
      </div>
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          title={editing.kind === 'edit' ? t('addresses.edit') : t('addresses.add')}
          initial={editing.kind === 'edit' ? toInput(editing.address) : emptyAddress(session.status === 'authenticated' ? session.user.fullName ?? '' : '')}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <SectionState page data={list} reload={list.reload}>
        {(data) =>
          data.addresses.length === 0 ? (
            <p className="account-empty">{t('addresses.empty')}</p>
          ) : (
            <ul className="account-address-list">
              {data.addresses.map((address) => (
                <li key={address.id} className="account-card account-address" aria-label={address.title}>
                  <div className="account-card__head">
                    <h2 className="account-card__title">{address.title}</h2>
                    <span className="account-badge">{t(`addresses.types.${address.type}`)}</span>
                    {address.isDefault ? <span className="account-badge account-badge--default">{t('addresses.default')}</span> : null}
                  </div>
                  <address>
                    {address.fullName}<br />
                    {address.phone}<br />
                    {address.address}<br />
                    {address.postalCode} {address.state} / {address.city}<br />
                    {address.country}
                  </address>
                  <div className="account-actions">
                    <Button variant="secondary" size="sm" onClick={() => { setMessage(null); setEditing({ kind: 'edit', address }); }}>{t('addresses.editAction')}</Button>
                    {!address.isDefault ? <Button variant="ghost" size="sm" onClick={() => setDefault(address)}>{t('addresses.makeDefault')}</Button> : null}
                    <Button variant="danger" size="sm" onClick={() => setDeleting(address)}>{t('addresses.deleteAction')}</Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </SectionState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.confirmDelete')}
        text={deleting ? t('addresses.confirmDeleteText', { title: deleting.title }) : undefined}
        confirmLabel={t('addresses.deleteAction')}
        cancelLabel={t('common.cancel')}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
