export interface CardItem {
  id: string;
  title: string;
  text: string;
}

/** A titled section of short cards (benefits, values, principles). */
export function CardGrid({ title, items, ordered = false }: { title: string; items: CardItem[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="page-section hm-container" aria-labelledby={`${items[0]?.id ?? 'cards'}-title`}>
      <h2 id={`${items[0]?.id ?? 'cards'}-title`}>{title}</h2>
      <List className={ordered ? 'card-grid card-grid--steps' : 'card-grid'}>
        {items.map((item, index) => (
          <li key={item.id} className="card">
            {ordered ? <span className="card__step" aria-hidden="true">{index + 1}</span> : null}
            <h3 className="card__title">{item.title}</h3>
            <p className="card__text">{item.text}</p>
          </li>
        ))}
      </List>
    </section>
  );
}

/** Cards from a translation object `{ key: { title, text } }`, in its order. */
export function cardsOf(value: unknown): CardItem[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, { title: string; text: string }>).map(([id, item]) => ({ id, ...item }));
}
