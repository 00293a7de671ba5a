import { useRef, useState } from 'react';
import type { Address, AddressInput } from '@harman/contracts';
import { useSession } from '@harman/auth';
import { Banner, Button, ConfirmDialog, PageHead, useRemoteData } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { AddressForm, emptyAddress } from '../../features/dashboard/address-form';
import { createAddress, deleteAddress, getAddresses, makeDefaultAddress, updateAddress } from '../../features/dashboard/api/addresses';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';

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
  const head = useRef<HTMLDivElement>(null);
  const cards = useRef(new Map<string, HTMLLIElement>());
  const focusAfterRender = useFocusAfterRender();

  // Where focus goes when the control that held it leaves (the form closes, a card or its button goes).
  const addButton = () => head.current?.querySelector('button');
  const firstControlOf = (id: string) => cards.current.get(id)?.querySelector('button') ?? addButton();
  const opener = (current: Editing) => (current?.kind === 'edit' ? () => firstControlOf(current.address.id) : addButton);

  const done = (text: string, focus: () => HTMLElement | null | undefined) => {
    setEditing(null);
    setMessage({ tone: 'success', text });
    list.reload();
    focusAfterRender(focus);
  };
  const fail = () => setMessage({ tone: 'error', text: t('addresses.failed') });
  const save = async (values: AddressInput) => {
    const saved = editing?.kind === 'edit' ? await updateAddress(editing.address.id, values) : await createAddress(values);
    done(editing?.kind === 'edit' ? t('addresses.updated') : t('addresses.added'), opener(editing));
    return saved;
  };
  const cancel = () => {
    setEditing(null);
    focusAfterRender(opener(editing));
  };
  const setDefault = async (address: Address) => {
    try {
      await makeDefaultAddress(address.id);
      // 'Varsayılan Yap' goes once the list is read again.
      done(t('addresses.defaultUpdated'), () => firstControlOf(address.id));
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
      const addresses = list.data?.addresses ?? [];
      const at = addresses.findIndex((address) => address.id === target.id);
      const neighbour = addresses[at + 1] ?? addresses[at - 1];
      // The card goes now rather than when the list is read again, so focus can move in the same render.
      list.setData((data) => ({ ...data, addresses: data.addresses.filter((address) => address.id !== target.id) }));
      done(t('addresses.deleted'), neighbour ? () => firstControlOf(neighbour.id) : addButton);
    } catch {
      fail();
    }
  };

  return (
    <div className="account-page">
      <div className="account-page__head" ref={head}>
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
          onCancel={cancel}
        />
      ) : null}
      <SectionState page data={list} reload={list.reload}>
        {(data) =>
          data.addresses.length === 0 ? (
            <p className="account-empty">{t('addresses.empty')}</p>
          ) : (
            <ul className="account-address-list">
              {data.addresses.map((address) => (
                <li
                  key={address.id}
                  ref={(card) => {
                    if (card) cards.current.set(address.id, card);
                    return () => {
                      cards.current.delete(address.id);
                    };
                  }}
                  className="account-card account-address"
                  aria-label={address.title}
                >
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
