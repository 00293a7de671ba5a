import { useState } from 'react';
import type { SavedCard } from '@harman/contracts';
import { Banner, Button, ConfirmDialog, useRemoteData } from '@harman/ui';
import { SectionState } from '../../../components/section-state';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { deleteCard, getCards, makeDefaultCard } from '../api/cards';
import { EditCardForm, NewCardForm } from './card-form';

type Editing = { kind: 'new' } | { kind: 'edit'; card: SavedCard } | null;

/** Saved cards (`#cards`, the dashboard's 'payment methods' link): list, add, edit, delete, one default. */
export function CardsSection() {
  const { t } = useAccountTranslation();
  const cards = useRemoteData(getCards, []);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const done = (text: string) => {
    setEditing(null);
    setMessage({ tone: 'success', text });
    cards.reload();
  };
  const attempt = async (work: () => Promise<unknown>, text: string) => {
    try {
      await work();
      done(text);
    } catch {
      setMessage({ tone: 'error', text: t('security.cardFailed') });
    }
  };

  return (
    <section className="account-card" id="cards" aria-labelledby="security-cards" tabIndex={-1}>
      <div className="account-card__head">
        <h2 id="security-cards" className="account-card__title">{t('security.cardsTitle')}</h2>
        {editing === null ? <Button size="sm" onClick={() => { setMessage(null); setEditing({ kind: 'new' }); }}>{t('security.addCard')}</Button> : null}
      </div>
      <p className="hm-field__hint">{t('security.cardsNote')}</p>
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      {editing?.kind === 'new' ? <NewCardForm onSaved={() => done(t('security.cardAdded'))} onCancel={() => setEditing(null)} /> : null}
      {editing?.kind === 'edit' ? (
        <EditCardForm key={editing.card.id} card={editing.card} onSaved={() => done(t('security.cardUpdated'))} onCancel={() => setEditing(null)} />
      ) : null}
      <SectionState data={cards} reload={cards.reload}>
        {(data) =>
          data.cards.length === 0 ? (
            <p className="account-empty">{t('security.cardsEmpty')}</p>
          ) : (
            <ul className="account-cards">
              {data.cards.map((card) => (
                <li key={card.id} className="account-saved-card">
                  <div>
                    <p className="account-saved-card__number">
                      {t('security.cardMasked', { brand: card.brand.toUpperCase(), last4: card.last4 })}
                      {card.isDefault ? <span className="account-badge account-badge--default">{t('security.default')}</span> : null}
                    </p>
                    <p className="hm-field__hint">{card.holderName} · {t('security.cardExpires', { expiry: card.expiry })}</p>
                  </div>
                  <div className="account-actions">
                    <Button variant="secondary" size="sm" onClick={() => { setMessage(null); setEditing({ kind: 'edit', card }); }}>{t('security.editAction')}</Button>
                    {!card.isDefault ? (
                      <Button variant="ghost" size="sm" onClick={() => attempt(() => makeDefaultCard(card.id), t('security.cardDefaultUpdated'))}>{t('security.makeDefault')}</Button>
                    ) : null}
                    <Button variant="danger" size="sm" onClick={() => setDeleting(card)}>{t('security.deleteAction')}</Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </SectionState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('security.confirmDeleteCard')}
        text={deleting ? t('security.confirmDeleteCardText', { last4: deleting.last4 }) : undefined}
        confirmLabel={t('security.deleteAction')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void attempt(() => deleteCard(target.id), t('security.cardDeleted'));
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
