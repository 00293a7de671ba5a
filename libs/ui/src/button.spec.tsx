/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('keeps focus while busy, says so, and takes no presses', () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Kaydet</Button>);
    const button = screen.getByRole('button', { name: 'Kaydet' });
    button.focus();
    rerender(<Button onClick={onClick} busy>Kaydet</Button>);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Kaydet</Button>);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not send its form again while busy', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>Gönder</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
