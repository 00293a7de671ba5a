import { useId, type ReactNode } from 'react';
import { useTranslation } from '@harman/i18n';
import type { RemoteData } from '@harman/ui';
import { Pager } from './pager';
import { EmptyState, RemoteState } from './remote-state';

// The scaffolding every admin list repeats (products, orders, customers, submissions, reviews, audit): the filter
// bar, a filter's field, the table's frame, and loading/error/empty/pager around a page of results. A page keeps
// only what is its own: which filters, which columns, how a row reads.

/** The trimmed text of one field of a submitted form. */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * The filter bar: a search box sent with its button (`onSearch` gets the form, for pages with more text fields in
 * `fields`), then the page's own filters, which apply as they change.
 */
export function FilterBar({ label, q, onSearch, fields, children }: {
  label: string;
  q: string;
  onSearch: (form: FormData) => void;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('panel');
  const id = useId();
  return (
    <form className="admin-toolbar" role="search" onSubmit={(event) => {
      event.preventDefault();
      onSearch(new FormData(event.currentTarget));
    }}>
      <div className="hm-field admin-toolbar__grow">
        <label className="hm-field__label" htmlFor={id}>{label}</label>
        <input id={id} className="hm-input" type="search" name="q" defaultValue={q} key={`q-${q}`} />
      </div>
      {fields}
      <button className="hm-button hm-button--secondary hm-button--md" type="submit">{t('shell.search')}</button>
      {children}
    </form>
  );
}

/** A select filter; `all` adds the 'Tümü' choice (an empty value) first. */
export function SelectFilter({ label, value, onChange, options, all = true }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  all?: boolean;
}) {
  const { t } = useTranslation('panel');
  const id = useId();
  return (
    <div className="hm-field">
      <label className="hm-field__label" htmlFor={id}>{label}</label>
      <select id={id} className="hm-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {all ? <option value="">{t('shell.all')}</option> : null}
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}

/** The 'from' and 'to' day filters of a list, as one patch of the search state. */
export function DateRangeFilter({ labels, from, to, onChange }: {
  labels: readonly [from: string, to: string];
  from: string;
  to: string;
  onChange: (patch: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <DateFilter label={labels[0]} value={from} onChange={(value) => onChange({ from: value })} />
      <DateFilter label={labels[1]} value={to} onChange={(value) => onChange({ to: value })} />
    </>
  );
}

/** A date filter (a day, as `YYYY-MM-DD`). */
function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="hm-field">
      <label className="hm-field__label" htmlFor={id}>{label}</label>
      <input id={id} className="hm-input" type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** A list's table: its column heads (numeric ones right-aligned) and the page's rows. */
export function ListTable({ columns, testId, label, children }: {
  columns: readonly (string | { label: string; numeric: true })[];
  testId?: string;
  /** Names the table's area and makes it a Tab stop, for a table that can be wider than a phone (it scrolls). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap" {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <table className="admin-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string'
                ? <th key={column} scope="col">{column}</th>
                : <th key={column.label} scope="col" className="num">{column.label}</th>,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A page of results: loading, the error with a retry, the empty state, or the items and the pager. */
export function PagedList<L extends { items: readonly unknown[]; page: number; pageSize: number; total: number }>({ data, onPage, children }: {
  data: RemoteData<L> & { reload: () => void };
  onPage: (page: number) => void;
  children: (list: L) => ReactNode;
}) {
  return (
    <RemoteState data={data} reload={data.reload}>
      {(list) =>
        list.items.length === 0 ? <EmptyState /> : (
          <>
            {children(list)}
            <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={onPage} />
          </>
        )
      }
    </RemoteState>
  );
}
