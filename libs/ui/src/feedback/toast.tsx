import { useTranslation } from '@harman/i18n';
import { ensureCommerceTranslations } from '../commerce/commerce-translations';
import type { ToastMessage } from './use-toast';
import './toast.css';

/**
 * Where `useToast` messages appear. Screen readers hear each message through the page's one live region
 * (`useToast` announces it there, with the cart count that often changes with it), not through this box;
 * an action (undo) is a real button, reachable by keyboard while the message shows.
 */
export function ToastRegion({ toast, onDismiss, placement = 'page' }: { toast: ToastMessage | null; onDismiss: () => void; placement?: 'page' | 'inline' }) {
  ensureCommerceTranslations();
  const { t } = useTranslation('ui-commerce');
  return (
    <div className={`hm-toast-region hm-toast-region--${placement}`}>
      {toast ? (
        <div key={toast.id} className={`hm-toast hm-toast--${toast.tone}`} data-testid="toast">
          <span className="hm-toast__text">{toast.text}</span>
          {toast.action ? (
            <button
              type="button"
              className="hm-toast__action"
              onClick={() => {
                onDismiss();
                toast.action!.onAction();
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
          <button type="button" className="hm-toast__close" onClick={onDismiss} aria-label={t('close')}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
