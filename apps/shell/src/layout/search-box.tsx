import { useId, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';

/** Header search: goes to the shop with the query in the URL (`/shop?q=`). */
export function SearchBox({ className, onSearch, inputRef }: { className?: string; onSearch?: () => void; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/shop?q=${encodeURIComponent(q)}` : '/shop');
    onSearch?.();
  };

  return (
    <form role="search" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={inputId} className="hm-visually-hidden">{t('search.label')}</label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        className="search-box__input"
        placeholder={t('search.placeholder')}
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}
