/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_IMAGE_SRC, FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it('switches to the fallback once when its image fails, and back for a new source', () => {
    const { rerender } = render(<FallbackImage src="/a.svg" alt="Kenya AA" />);
    const image = screen.getByRole('img', { name: 'Kenya AA' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/a.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE_SRC);
    expect(image.dataset.fallback).toBe('true');
    rerender(<FallbackImage src="/b.svg" alt="Kenya AA" />);
    expect(image.getAttribute('src')).toBe('/b.svg');
  });

  it('shows the fallback when there is no image at all', () => {
    render(<FallbackImage alt="Ürün" />);
    expect(screen.getByRole('img', { name: 'Ürün' }).getAttribute('src')).toBe(FALLBACK_IMAGE_SRC);
  });
});
