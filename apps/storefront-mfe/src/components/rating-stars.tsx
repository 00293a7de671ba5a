/** Five stars filled to the rating (decorative: the caller gives the words to assistive technology). */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="rating-stars" style={{ fontSize: size }} aria-hidden="true">
      <span className="rating-stars__empty">★★★★★</span>
      <span className="rating-stars__full" style={{ width: `${percent}%` }}>★★★★★</span>
    </span>
  );
}
